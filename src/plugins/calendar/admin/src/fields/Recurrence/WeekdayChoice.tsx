import { Checkbox, Field, Flex } from '@strapi/design-system';
import { WEEKDAYS, type Weekday } from '../../../../shared/recurrence';
import { useWords } from './words';

/** The weekdays of a weekly rule: one box per day, Monday first. */
export function WeekdayChoice({ days, disabled, onChange }: { days: Weekday[]; disabled?: boolean; onChange: (days: Weekday[]) => void }) {
  const { say, weekdayName } = useWords();
  return (
    <Field.Root name="recurrence-weekdays" id="recurrence-weekdays">
      <Field.Label>{say('weekdays', 'On')}</Field.Label>
      <Flex gap={3} wrap="wrap" role="group" aria-label={say('weekdays', 'On')}>
        {WEEKDAYS.map((day) => (
          <Checkbox
            key={day}
            disabled={disabled}
            checked={days.includes(day)}
            onCheckedChange={(checked: boolean | 'indeterminate') => onChange(checked === true ? [...days, day] : days.filter((d) => d !== day))}
          >
            {weekdayName(day)}
          </Checkbox>
        ))}
      </Flex>
    </Field.Root>
  );
}
