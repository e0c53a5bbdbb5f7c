import { Combobox, ComboboxOption, Field } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { forwardRef, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../../plugin-id';
import { labelText, type CustomFieldProps } from '../field-props';

interface Author {
  id: number;
  username: string;
}

/**
 * The record's author, a users-permissions user, picked by user name (stored as the user's ID, as the
 * REST API's `author`). The list is searched on the server as the editor types.
 */
const AuthorInput = forwardRef<HTMLInputElement, CustomFieldProps<number>>((props, ref) => {
  const { name, value, onChange, required, disabled, error, hint, label, labelAction } = props;
  const { formatMessage } = useIntl();
  const { get } = useFetchClient();
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Author[]>([]);

  // The current author's name, so the field shows "sam" rather than an ID.
  useEffect(() => {
    if (!value) return setText('');
    let live = true;
    get<Author[]>('/calendar/authors', { params: { id: value } })
      .then(({ data }) => live && setText(data[0]?.username ?? `#${value}`))
      .catch(() => live && setText(`#${value}`));
    return () => {
      live = false;
    };
  }, [value, get]);

  // Matching users as the editor types (the server answers at most 20).
  useEffect(() => {
    let live = true;
    const q = text.startsWith('#') ? '' : text;
    get<Author[]>('/calendar/authors', { params: q ? { q } : {} })
      .then(({ data }) => live && setOptions(data))
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [text, get]);

  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Field.Label action={labelAction}>{labelText(label, formatMessage)}</Field.Label>
      <Combobox
        ref={ref}
        value={value ? String(value) : ''}
        textValue={text}
        onTextValueChange={setText}
        disabled={disabled}
        autocomplete={{ type: 'list', filter: 'contains' }}
        placeholder={formatMessage({ id: t('field.author.none'), defaultMessage: 'No author' })}
        onChange={(picked?: string) => picked && onChange(name, Number(picked))}
        onClear={() => onChange(name, null)}
        clearLabel={formatMessage({ id: t('field.author.clear'), defaultMessage: 'No author' })}
      >
        {options.map((user) => (
          <ComboboxOption key={user.id} value={String(user.id)}>
            {user.username}
          </ComboboxOption>
        ))}
      </Combobox>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});

export default AuthorInput;
