import { Combobox, ComboboxOption, Field } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { t } from '../../plugin-id';
import { useCalendarSettings } from '../../utils/use-settings';
import { browserTimeZones, moveToZone, timeZoneChoices } from '../../utils/zoned-time';
import { labelText, type CustomFieldProps } from '../field-props';
import { useIsCreating } from '../use-creating';

const TIMES = ['startDate', 'endDate'] as const;

/**
 * The event's time zone, picked from a list (IANA names and WordPress offsets); a new event gets the
 * site zone. Changing it keeps the times the editor sees (21:00 stays 21:00, in the new zone).
 */
const TimeZoneInput = forwardRef<HTMLInputElement, CustomFieldProps<string>>((props, ref) => {
  const { name, value, onChange, required, disabled, error, hint, label, labelAction } = props;
  const { formatMessage } = useIntl();
  const settings = useCalendarSettings();
  const isCreating = useIsCreating();
  // An editor who clears the zone of a new event means the site zone: do not fill it in again.
  const cleared = useRef(false);
  const values = useForm('TimeZone', (state) => state.values as Record<string, unknown>);
  const setField = useForm('TimeZone', (state) => state.onChange);
  const choices = useMemo(() => timeZoneChoices(browserTimeZones(), value), [value]);
  const siteZone = settings?.timezone ?? null;
  // The input's text, kept here: with hundreds of zones the list is virtualised, so the combobox cannot
  // find the chosen zone's text among rendered options by itself.
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  // Focusing the box selects its text, so what the editor types ("Tok") replaces the zone shown ("UTC")
  // and filters the list from scratch. The mouse button's release would clear that selection: skip it once.
  const selecting = useRef(false);

  // Stored explicitly on new events, as the original stores each event's zone.
  useEffect(() => {
    if (isCreating && !value && siteZone && !cleared.current) onChange(name, siteZone);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteZone, value]);

  const pick = (zone: string | undefined) => {
    if (!zone || zone === value) return;
    const from = value || siteZone;
    for (const field of TIMES) {
      const moved = moveToZone(values[field] as string | null, from, zone);
      if (moved) setField(field, moved);
    }
    onChange(name, zone);
  };

  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Field.Label action={labelAction}>{labelText(label, formatMessage)}</Field.Label>
      <Combobox
        ref={ref}
        value={value ?? ''}
        textValue={text}
        onTextValueChange={setText}
        onFocus={(e: React.FocusEvent<HTMLInputElement>) => {
          selecting.current = true;
          e.currentTarget.select();
        }}
        onMouseUp={(e: React.MouseEvent<HTMLInputElement>) => {
          if (selecting.current) e.preventDefault();
          selecting.current = false;
        }}
        disabled={disabled}
        autocomplete={{ type: 'list', filter: 'contains' }}
        placeholder={
          siteZone ? formatMessage({ id: t('field.timezone.site'), defaultMessage: 'Site time zone ({zone})' }, { zone: siteZone }) : undefined
        }
        onChange={pick}
        onClear={() => {
          cleared.current = true;
          onChange(name, null);
        }}
        clearLabel={formatMessage({ id: t('field.timezone.clear'), defaultMessage: 'Use the site time zone' })}
      >
        {choices.map((zone) => (
          <ComboboxOption key={zone} value={zone}>
            {zone}
          </ComboboxOption>
        ))}
      </Combobox>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});

export default TimeZoneInput;
