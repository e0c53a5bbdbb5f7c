import { Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { forwardRef, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { t } from '../../plugin-id';
import { useCalendarSettings } from '../../utils/use-settings';
import { ALL_DAY, describeZone, fromWallTime, prefilledWallTime, toWallTime, type WallTime } from '../../utils/zoned-time';
import { labelText, type CustomFieldProps } from '../field-props';
import { useIsCreating } from '../use-creating';

/** The query parameter the calendar page's "new event on this day" link carries. */
export const PREFILL_PARAM = 'calendar_start';

/**
 * A stored UTC instant shown and typed as a date and a time on the event's own clock (its `timezone`
 * field, else the site zone), or on the site's clock (`options.zone: "site"`, the publication date).
 * Native date and time inputs carry no zone, so the browser's zone never shifts what the editor sees.
 * All-day events show the date only: their times are the whole days.
 */
const ZonedDateTimeInput = forwardRef<HTMLInputElement, CustomFieldProps<string>>((props, ref) => {
  const { name, value, onChange, required, disabled, error, hint, label, labelAction, attribute } = props;
  const { formatMessage } = useIntl();
  const settings = useCalendarSettings();
  const ownZone = attribute.options?.zone !== 'site';
  const eventZone = useForm('ZonedDateTime', (state) => (ownZone ? ((state.values as Record<string, unknown>).timezone as string | null) : null));
  const allDay = useForm('ZonedDateTime', (state) => ownZone && Boolean((state.values as Record<string, unknown>).allDay));
  const isCreating = useIsCreating();
  const { search } = useLocation();
  const isEnd = name === 'endDate';
  const isStart = name === 'startDate';
  const end = useForm('ZonedDateTime', (state) => (isStart ? ((state.values as Record<string, unknown>).endDate as string | null) : null));
  const setField = useForm('ZonedDateTime', (state) => state.onChange);
  const zone = eventZone || settings?.timezone || null;
  const wall = toWallTime(value, zone);
  const text = labelText(label, formatMessage);

  const store = (next: WallTime | null) => onChange(name, next && next.date ? fromWallTime(next, zone) : null);

  /** What the editor types. Moving the start moves the end too, keeping the event's length (as calendar apps do). */
  const edit = (next: WallTime | null) => {
    const iso = next && next.date ? fromWallTime(next, zone) : null;
    if (isStart && iso && value && end) setField('endDate', new Date(Date.parse(end) + Date.parse(iso) - Date.parse(value)).toISOString());
    onChange(name, iso);
  };

  // A new event opened from the calendar page starts on the chosen day (again if the form reloads its values).
  useEffect(() => {
    if (!isCreating || value || !settings || !ownZone) return;
    const prefill = prefilledWallTime(new URLSearchParams(search).get(PREFILL_PARAM), isEnd);
    if (prefill) store(prefill);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the zone is known, and while empty
  }, [settings, value]);

  // All day: the first day from 00:00:00, the last to 23:59:59, as the original stores them.
  useEffect(() => {
    if (!allDay || !wall) return;
    const time = isEnd ? ALL_DAY.end : ALL_DAY.start;
    const wanted = fromWallTime({ date: wall.date, time }, zone);
    if (wanted && wanted !== value) store({ date: wall.date, time });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allDay, wall?.date, zone]);

  const defaultTime = allDay ? (isEnd ? ALL_DAY.end : ALL_DAY.start) : isEnd ? '17:00' : '08:00';
  const zoneText = zone ? `${zone} (${describeZone(zone, value)})` : '';

  return (
    <Field.Root name={name} id={name} error={error} hint={hint} required={required}>
      <Field.Label action={labelAction}>{text}</Field.Label>
      <Flex gap={2} alignItems="center" wrap="wrap">
        <TextInput
          ref={ref}
          type="date"
          disabled={disabled}
          value={wall?.date ?? ''}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) =>
            edit(e.target.value ? { date: e.target.value, time: wall?.time ?? defaultTime } : null)
          }
        />
        {!allDay && (
          <TextInput
            type="time"
            aria-label={formatMessage({ id: t('field.time'), defaultMessage: '{label} (time)' }, { label: text })}
            disabled={disabled || !wall}
            value={wall?.time ?? ''}
            onChange={(e: React.ChangeEvent<HTMLInputElement>) => wall && edit({ date: wall.date, time: e.target.value || defaultTime })}
          />
        )}
        {zoneText && (
          <Typography variant="pi" textColor="neutral600">
            {allDay ? formatMessage({ id: t('field.allDay'), defaultMessage: 'All day' }) : zoneText}
          </Typography>
        )}
      </Flex>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});

export default ZonedDateTimeInput;
