import { Field, SingleSelect, SingleSelectOption } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { forwardRef, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { t } from '../../plugin-id';
import { labelText, type CustomFieldProps } from '../field-props';
import { forgetStatusChoice, isStatusChosen, markStatusChosen } from './chosen';
import { STATUS_WORDS } from './status-words';

/** The post status with the words WordPress editors know (Published, Scheduled...); the stored values stay WordPress's. */
const PostStatusInput = forwardRef<HTMLDivElement, CustomFieldProps<string>>((props, ref) => {
  const { name, value, onChange, required, disabled, error, hint, label, labelAction, attribute } = props;
  const { formatMessage } = useIntl();
  const statuses = attribute.enum ?? Object.keys(STATUS_WORDS);
  useDraftUntilChosen(props);
  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Field.Label action={labelAction}>{labelText(label, formatMessage)}</Field.Label>
      <SingleSelect
        ref={ref}
        value={value ?? (attribute.default as string | undefined) ?? ''}
        disabled={disabled}
        onChange={(next: string | number) => {
          markStatusChosen(name);
          onChange(name, String(next));
        }}
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

/**
 * A record that is not stored yet stays a draft until the editor chooses otherwise. A new form starts as
 * a draft already (the server gives the admin a `draft` default: server/features/admin/draft-default.ts); this
 * covers what fills a form later with a published status: "Fill in from another locale" on a new
 * translation, and the prefilled form of a copy. One save of a half-finished record must not make it
 * public; Publish (document-actions/publish.tsx) or the editor's own choice here does. A stored record
 * (it has an API ID) keeps its status.
 */
function useDraftUntilChosen({ name, value, onChange }: CustomFieldProps<string>) {
  const { origin } = useParams<{ origin?: string }>();
  const stored = useForm('PostStatus', (state) => (state.initialValues as Record<string, unknown>).postId != null) && !origin;
  const mounted = useRef(false);
  if (!mounted.current) {
    mounted.current = true;
    forgetStatusChoice(name);
  }
  useEffect(() => {
    if (!stored && !isStatusChosen(name) && value === 'publish') onChange(name, 'draft');
  }, [stored, value, name, onChange]);
}

export default PostStatusInput;
