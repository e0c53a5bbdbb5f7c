import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../../plugin-id';
import { labelText, type CustomFieldProps } from '../field-props';
import { STATUS_WORDS } from './status-words';

/** The post status with the words WordPress editors know (Published, Scheduled...); the stored values stay WordPress's. */
const PostStatusInput = forwardRef<HTMLDivElement, CustomFieldProps<string>>((props, ref) => {
  const { name, value, onChange, required, disabled, error, hint, label, labelAction, attribute } = props;
  const { formatMessage } = useIntl();
  const statuses = attribute.enum ?? Object.keys(STATUS_WORDS);
  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Field.Label action={labelAction}>{labelText(label, formatMessage)}</Field.Label>
      <SingleSelect
        ref={ref}
        value={value ?? (attribute.default as string | undefined) ?? ''}
        disabled={disabled}
        onChange={(next: string | number) => onChange(name, String(next))}
      >
        {statuses.map((status) => (
          <SingleSelectOption key={status} value={status}>
            {formatMessage({ id: t(`status.${status}`), defaultMessage: STATUS_WORDS[status] ?? status })}
          </SingleSelectOption>
        ))}
      </SingleSelect>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});

export default PostStatusInput;
