import { Flex, IconButton } from '@strapi/design-system';
import { BulletList, Bold, HeadingTwo, HeadingThree, Italic, Link, NumberList, Quotes } from '@strapi/icons';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../../plugin-id';
import { LinkDialog } from './LinkDialog';

interface Tool {
  key: string;
  label: string;
  icon: React.ReactNode;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  { key: 'bold', label: 'Bold', icon: <Bold />, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { key: 'italic', label: 'Italic', icon: <Italic />, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { key: 'h2', label: 'Heading', icon: <HeadingTwo />, active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { key: 'h3', label: 'Subheading', icon: <HeadingThree />, active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { key: 'bullets', label: 'Bulleted list', icon: <BulletList />, active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { key: 'numbers', label: 'Numbered list', icon: <NumberList />, active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { key: 'quote', label: 'Quote', icon: <Quotes />, active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { key: 'link', label: 'Link', icon: <Link />, active: (e) => e.isActive('link'), run: () => undefined },
];

/** The editor's buttons: the formatting a calendar description needs (undo and redo are Ctrl+Z / Ctrl+Shift+Z). */
export function Toolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { formatMessage } = useIntl();
  const say = (key: string, defaultMessage: string) => formatMessage({ id: t(`richText.${key}`), defaultMessage });
  // The link tool opens the admin's own dialog (the browser's prompt looks foreign and cannot check the address).
  const [linking, setLinking] = useState(false);
  return (
    <>
      <Flex gap={1} padding={1} wrap="wrap" role="toolbar" aria-label={say('toolbar', 'Formatting')}>
        {TOOLS.map((tool) => (
          <IconButton
            key={tool.key}
            label={say(tool.key, tool.label)}
            variant={tool.active?.(editor) ? 'secondary' : 'ghost'}
            disabled={disabled}
            onClick={() => (tool.key === 'link' ? setLinking(true) : tool.run(editor))}
          >
            {tool.icon}
          </IconButton>
        ))}
      </Flex>
      {linking && <LinkDialog editor={editor} onClose={() => setLinking(false)} />}
    </>
  );
}
