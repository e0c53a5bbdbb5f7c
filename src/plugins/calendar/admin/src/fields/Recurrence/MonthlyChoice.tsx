import { Field, Flex, NumberInput, Radio, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { WEEKDAYS, type RecurrenceRule, type Weekday } from '../../../../shared/recurrence';
import { RANKS, type StartFacts } from './model';
import { useWords } from './words';

type MonthlyOn = { day: number } | { rank: number; weekday: Weekday };

/** A monthly rule on a day of the month ("on day 15") or on a ranked weekday ("on the last Friday"). */
export function MonthlyChoice({ rule, start, disabled, onChange }: { rule: RecurrenceRule; start: StartFacts | null; disabled?: boolean; onChange: (on: MonthlyOn) => void }) {
  const { say, weekdayName } = useWords();
  const ranked = rule.byDay?.[0];
  const day = rule.byMonthDay?.[0] ?? start?.day ?? 1;
  const rank = ranked?.nth ?? start?.rank ?? 1;
  const weekday = ranked?.weekday ?? start?.weekday ?? 'MO';
  const rankWord = (n: number) => say(`rank.${n}`, { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' }[n] ?? String(n));
  return (
    <Radio.Group
      value={ranked ? 'weekday' : 'day'}
      disabled={disabled}
      aria-label={say('monthly', 'Monthly')}
      onValueChange={(next: string) => onChange(next === 'day' ? { day } : { rank, weekday })}
    >
      <Flex direction="column" alignItems="flex-start" gap={2}>
        <Flex gap={2} alignItems="center">
          <Radio.Item value="day">{say('monthly.onDay', 'On day')}</Radio.Item>
          <Field.Root name="recurrence-month-day" id="recurrence-month-day">
            <NumberInput
              aria-label={say('monthly.dayNumber', 'Day of the month')}
              disabled={disabled || Boolean(ranked)}
              value={day}
              onValueChange={(value: number | undefined) => value && value >= 1 && value <= 31 && onChange({ day: Math.round(value) })}
            />
          </Field.Root>
        </Flex>
        <Flex gap={2} alignItems="center" wrap="wrap">
          <Radio.Item value="weekday">{say('monthly.onWeekday', 'On the')}</Radio.Item>
          <SingleSelect aria-label={say('rank', 'Which one')} disabled={disabled || !ranked} value={String(rank)} onChange={(value: string | number) => onChange({ rank: Number(value), weekday })}>
            {RANKS.map((n) => (
              <SingleSelectOption key={n} value={String(n)}>
                {rankWord(n)}
              </SingleSelectOption>
            ))}
          </SingleSelect>
          <SingleSelect aria-label={say('weekday', 'Weekday')} disabled={disabled || !ranked} value={weekday} onChange={(value: string | number) => onChange({ rank, weekday: value as Weekday })}>
            {WEEKDAYS.map((d) => (
              <SingleSelectOption key={d} value={d}>
                {weekdayName(d)}
              </SingleSelectOption>
            ))}
          </SingleSelect>
          <Typography variant="pi" textColor="neutral600">
            {say('monthly.ofMonth', 'of the month')}
          </Typography>
        </Flex>
      </Flex>
    </Radio.Group>
  );
}
