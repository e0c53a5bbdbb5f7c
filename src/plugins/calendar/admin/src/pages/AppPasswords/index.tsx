import {
  Alert,
  Box,
  Button,
  Dialog,
  Field,
  Flex,
  SingleSelect,
  SingleSelectOption,
  Table,
  Tbody,
  Td,
  Th,
  Thead,
  Tr,
  Typography,
} from '@strapi/design-system';
import { Trash } from '@strapi/icons';
import { Layouts, Page } from '@strapi/strapi/admin';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../../plugin-id';
import { useAppPasswords, type AppPassword } from './use-app-passwords';

/**
 * Application passwords of the users-permissions users (WordPress's Application Passwords): create one
 * for a user (its secret is shown once), see when each was created and last used, revoke one.
 */
export function AppPasswordsPage() {
  const { formatMessage, formatDate } = useIntl();
  const say = (key: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: t(`appPasswords.${key}`), defaultMessage }, values);
  const when = (iso: string | null) => (iso ? formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : say('never', 'Never'));
  const { users, passwords, error, create, revoke } = useAppPasswords();
  const [user, setUser] = useState<string>('');
  const [name, setName] = useState('');
  const [created, setCreated] = useState<{ username: string; name: string; password: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const made = await create(Number(user), name);
    if (made) {
      setCreated({ username: made.user?.username ?? '', name: made.name, password: made.password });
      setName('');
    }
  };

  return (
    <Page.Main>
      <Page.Title>{say('title', 'Application passwords')}</Page.Title>
      <Layouts.Header
        title={say('title', 'Application passwords')}
        subtitle={say('subtitle', 'Let apps and scripts sign in as a user of the API (HTTP Basic: user name or e-mail, and the password). They can do what the user’s role allows.')}
      />
      <Layouts.Content>
        <Flex direction="column" alignItems="stretch" gap={6}>
          {error && (
            <Alert variant="danger" closeLabel={say('close', 'Close')} title={say('failed', 'Not done')}>
              {error}
            </Alert>
          )}
          {created && (
            <Alert variant="success" closeLabel={say('close', 'Close')} onClose={() => setCreated(null)} title={say('created', 'New password of {user} ({name})', { user: created.username, name: created.name })}>
              <Flex direction="column" alignItems="start" gap={1}>
                <Typography tag="code" fontWeight="bold" aria-label={say('secret', 'The new password')}>
                  {created.password}
                </Typography>
                <Typography>{say('once', 'Copy it now: it is not shown again.')}</Typography>
              </Flex>
            </Alert>
          )}
          <Box background="neutral0" padding={6} shadow="filterShadow" hasRadius tag="form" onSubmit={submit}>
            <Flex gap={4} alignItems="end" wrap="wrap">
              <Box minWidth="280px">
                <Field.Root name="user" required>
                  <Field.Label>{say('user', 'User')}</Field.Label>
                  <SingleSelect value={user} onChange={(value: string | number) => setUser(String(value))} placeholder={say('pickUser', 'Choose a user')}>
                    {users.map((u) => (
                      <SingleSelectOption key={u.id} value={String(u.id)}>
                        {`${u.username} <${u.email}>${u.role ? ` · ${u.role}` : ''}${u.blocked ? ` · ${say('blocked', 'blocked')}` : ''}`}
                      </SingleSelectOption>
                    ))}
                  </SingleSelect>
                </Field.Root>
              </Box>
              <Box minWidth="280px">
                <Field.Root name="name" required hint={say('nameHint', 'Where it is used, e.g. “Website sync”')}>
                  <Field.Label>{say('name', 'Name')}</Field.Label>
                  <Field.Input value={name} maxLength={100} onChange={(e: { target: { value: string } }) => setName(e.target.value)} />
                  <Field.Hint />
                </Field.Root>
              </Box>
              <Button type="submit" disabled={!user || !name.trim()}>
                {say('create', 'Create a password')}
              </Button>
            </Flex>
          </Box>
          <PasswordTable passwords={passwords} when={when} say={say} onRevoke={revoke} />
        </Flex>
      </Layouts.Content>
    </Page.Main>
  );
}

type Say = (key: string, defaultMessage: string, values?: Record<string, string>) => string;

function PasswordTable({ passwords, when, say, onRevoke }: { passwords: AppPassword[] | null; when: (iso: string | null) => string; say: Say; onRevoke: (id: number) => Promise<void> }) {
  if (passwords === null) return <Page.Loading />;
  if (!passwords.length) return <Typography textColor="neutral600">{say('none', 'No application passwords yet.')}</Typography>;
  return (
    <Table colCount={6} rowCount={passwords.length + 1}>
      <Thead>
        <Tr>
          <Th><Typography variant="sigma">{say('user', 'User')}</Typography></Th>
          <Th><Typography variant="sigma">{say('name', 'Name')}</Typography></Th>
          <Th><Typography variant="sigma">{say('createdAt', 'Created')}</Typography></Th>
          <Th><Typography variant="sigma">{say('lastUsedAt', 'Last used')}</Typography></Th>
          <Th><Typography variant="sigma">{say('lastIp', 'Last address')}</Typography></Th>
          <Th><Typography variant="sigma">{say('actions', 'Actions')}</Typography></Th>
        </Tr>
      </Thead>
      <Tbody>
        {passwords.map((p) => (
          <Tr key={p.id}>
            <Td><Typography>{p.user ? p.user.username : '—'}</Typography></Td>
            <Td><Typography>{p.name}</Typography></Td>
            <Td><Typography>{when(p.createdAt)}</Typography></Td>
            <Td><Typography>{when(p.lastUsedAt)}</Typography></Td>
            <Td><Typography>{p.lastIp ?? '—'}</Typography></Td>
            <Td>
              <Dialog.Root>
                <Dialog.Trigger>
                  <Button variant="danger-light" startIcon={<Trash />} aria-label={say('revokeOne', 'Revoke {name} of {user}', { name: p.name, user: p.user?.username ?? '' })}>
                    {say('revoke', 'Revoke')}
                  </Button>
                </Dialog.Trigger>
                <Dialog.Content>
                  <Dialog.Header>{say('revokeTitle', 'Revoke this password?')}</Dialog.Header>
                  <Dialog.Body>
                    {say('revokeBody', 'Apps using “{name}” can no longer sign in as {user}.', { name: p.name, user: p.user?.username ?? '' })}
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Dialog.Cancel>
                      <Button variant="tertiary">{say('cancel', 'Cancel')}</Button>
                    </Dialog.Cancel>
                    <Dialog.Action>
                      <Button variant="danger" onClick={() => onRevoke(p.id)}>
                        {say('confirmRevoke', 'Revoke')}
                      </Button>
                    </Dialog.Action>
                  </Dialog.Footer>
                </Dialog.Content>
              </Dialog.Root>
            </Td>
          </Tr>
        ))}
      </Tbody>
    </Table>
  );
}

export default AppPasswordsPage;
