import { Button, Field, Flex, Modal, TextInput } from '@strapi/design-system';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../../plugin-id';
import { linkAddress } from './link';

/**
 * The link of the selected text, asked in the admin's own dialog (not the browser's prompt): its address,
 * checked (web or e-mail), and, on a link, a button to remove it. Without a selection the address itself
 * becomes the linked text.
 */
export function LinkDialog({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const { formatMessage } = useIntl();
  const say = (key: string, defaultMessage: string) => formatMessage({ id: t(`richText.linkDialog.${key}`), defaultMessage });
  const previous = editor.getAttributes('link').href as string | undefined;
  const [typed, setTyped] = useState(previous ?? '');
  const [error, setError] = useState<string | undefined>();

  const apply = () => {
    const href = linkAddress(typed);
    if (!href) {
      setError(say('invalid', 'Enter a web address (http:// or https://) or an e-mail address'));
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !previous) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    else chain.setLink({ href }).run();
    onClose();
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };

  return (
    <Modal.Root open onOpenChange={(open: boolean) => !open && onClose()}>
      <Modal.Content>
        {/* A form, so Enter in the address applies it. */}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            apply();
          }}
        >
          <Modal.Header>
            <Modal.Title>{previous ? say('edit', 'Edit the link') : say('add', 'Add a link')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Field.Root name="link-address" error={error} hint={say('hint', 'A web page (https://…) or an e-mail address')} required>
              <Field.Label>{say('address', 'Link address')}</Field.Label>
              <TextInput
                type="text"
                inputMode="url"
                autoFocus
                placeholder="https://"
                value={typed}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => {
                  setTyped(e.target.value);
                  setError(undefined);
                }}
              />
              <Field.Hint />
              <Field.Error />
            </Field.Root>
          </Modal.Body>
          <Modal.Footer>
            <Modal.Close>
              <Button variant="tertiary">{say('cancel', 'Cancel')}</Button>
            </Modal.Close>
            <Flex gap={2}>
              {previous && (
                <Button variant="danger-light" onClick={remove}>
                  {say('remove', 'Remove the link')}
                </Button>
              )}
              <Button type="submit">{say('apply', 'Apply')}</Button>
            </Flex>
          </Modal.Footer>
        </form>
      </Modal.Content>
    </Modal.Root>
  );
}
