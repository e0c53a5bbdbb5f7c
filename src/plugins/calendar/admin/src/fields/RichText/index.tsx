import { Box, Field } from '@strapi/design-system';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { forwardRef, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { labelText, type CustomFieldProps } from '../field-props';
import { fromEditorHtml, toEditorHtml } from './to-html';
import { Toolbar } from './Toolbar';

/** Room for the content's own spacing: the admin resets margins and list markers. */
const Content = styled(Box)`
  .ProseMirror {
    min-height: 12rem;
    padding: 1.2rem 1.6rem;
    outline: none;
    font-size: 1.4rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.neutral800};
  }
  .ProseMirror p,
  .ProseMirror ul,
  .ProseMirror ol,
  .ProseMirror blockquote,
  .ProseMirror h2,
  .ProseMirror h3 {
    margin: 0 0 0.8rem;
  }
  .ProseMirror ul { list-style: disc; padding-left: 2.4rem; }
  .ProseMirror ol { list-style: decimal; padding-left: 2.4rem; }
  .ProseMirror h2 { font-size: 2rem; font-weight: 600; }
  .ProseMirror h3 { font-size: 1.6rem; font-weight: 600; }
  .ProseMirror blockquote { border-left: 3px solid ${({ theme }) => theme.colors.neutral300}; padding-left: 1.2rem; }
  .ProseMirror a { color: ${({ theme }) => theme.colors.primary600}; text-decoration: underline; }
  .ProseMirror strong { font-weight: 600; }
  .ProseMirror em { font-style: italic; }
`;

/**
 * Descriptions are HTML in the original: edited here as rich text (TipTap, MIT), stored as HTML. A
 * description written in Markdown before is shown rendered and saved as HTML once edited.
 */
const RichTextInput = forwardRef<HTMLDivElement, CustomFieldProps<string>>((props, ref) => {
  const { name, value, onChange, required, disabled, error, hint, label, labelAction } = props;
  const { formatMessage } = useIntl();
  const text = labelText(label, formatMessage);
  // What this editor last stored: a value that differs came from elsewhere (another locale's copy).
  const emitted = useRef<string | null | undefined>(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: toEditorHtml(value),
    editable: !disabled,
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': text } },
    onUpdate: ({ editor: e }) => {
      const next = fromEditorHtml(e.getHTML(), e.isEmpty);
      emitted.current = next;
      onChange(name, next);
    },
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Field.Label action={labelAction}>{text}</Field.Label>
      <Box ref={ref} borderColor={error ? 'danger600' : 'neutral200'} hasRadius background="neutral0">
        {editor && <Toolbar editor={editor} disabled={disabled} />}
        <Content borderColor="neutral200" borderStyle="solid" borderWidth="1px 0 0 0">
          <EditorContent editor={editor} />
        </Content>
      </Box>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});

export default RichTextInput;
