import { Box, Button, Field, Flex, IconButton, TextInput, Typography } from '@strapi/design-system';
import { Cross, Plus } from '@strapi/icons';
import { DateTime } from 'luxon';
import { useState } from 'react';
import type { RecurrenceDate } from '../../../../shared/recurrence';
import { dayText, dayValue } from './model';
import { useWords } from './words';

/**
 * Dates added to a series (RDATE) or left out of it (EXDATE), as days on the event's clock: a timed
 * series takes them at its own time of day.
 */
export function DateList({ label, name, values, zone, disabled, onChange }: {
  label: string;
  name: string;
  values: RecurrenceDate[];
  zone: string;
  disabled?: boolean;
  onChange: (values: RecurrenceDate[]) => void;
}) {
  const { say, locale } = useWords();
  const [day, setDay] = useState('');
  const days = values.map((value) => dayText(value, zone));
  const shown = (text: string) => DateTime.fromISO(text).setLocale(locale).toLocaleString(DateTime.DATE_MED_WITH_WEEKDAY);
  const add = () => {
    if (!day || days.includes(day)) return;
    onChange([...values, dayValue(day)]);
    setDay('');
  };
  return (
    <Field.Root name={name} id={name}>
      <Field.Label>{label}</Field.Label>
      <Flex gap={2} wrap="wrap" alignItems="center">
        {values.length === 0 && (
          <Typography variant="pi" textColor="neutral600">
            {say('noDates', 'None')}
          </Typography>
        )}
        {values.map((value, i) => (
          <Box key={`${days[i]}-${i}`} background="neutral100" hasRadius paddingLeft={2}>
            <Flex gap={1} alignItems="center">
              <Typography variant="pi">{shown(days[i])}</Typography>
              <IconButton
                variant="ghost"
                size="XS"
                withTooltip={false}
                disabled={disabled}
                label={say('removeDate', 'Remove {date}', { date: shown(days[i]) })}
                onClick={() => onChange(values.filter((_, j) => j !== i))}
              >
                <Cross />
              </IconButton>
            </Flex>
          </Box>
        ))}
        <TextInput type="date" aria-label={say('newDate', '{list}: a date to add', { list: label })} disabled={disabled} value={day} onChange={(e: React.ChangeEvent<HTMLInputElement>) => setDay(e.target.value)} />
        <Button variant="secondary" startIcon={<Plus />} disabled={disabled || !day} onClick={add} aria-label={say('addTo', 'Add to {list}', { list: label })}>
          {say('addDate', 'Add')}
        </Button>
      </Flex>
    </Field.Root>
  );
}
