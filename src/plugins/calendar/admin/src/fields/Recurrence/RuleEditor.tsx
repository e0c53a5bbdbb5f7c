import { Field, Flex, NumberInput, SingleSelect, SingleSelectOption, Typography } from '@strapi/design-system';
import { FREQUENCIES, type Frequency, type Recurrence, type Weekday } from '../../../../shared/recurrence';
import { DateList } from './DateList';
import { EndChoice } from './EndChoice';
import { dayText, endingOf, monthlyOn, ruleAt, withEnding, withWeekdays, type StartFacts } from './model';
import { MonthlyChoice } from './MonthlyChoice';
import { WeekdayChoice } from './WeekdayChoice';
import { useWords } from './words';

const NONE = 'NONE';
const FREQUENCY_WORDS: Record<Frequency | typeof NONE, string> = { NONE: 'Does not repeat', DAILY: 'Daily', WEEKLY: 'Weekly', MONTHLY: 'Monthly', YEARLY: 'Yearly' };
const UNIT_WORDS: Record<Frequency, string> = {
  DAILY: '{count, plural, one {day} other {days}}',
  WEEKLY: '{count, plural, one {week} other {weeks}}',
  MONTHLY: '{count, plural, one {month} other {months}}',
  YEARLY: '{count, plural, one {year} other {years}}',
};

interface RuleEditorProps {
  recurrence: Recurrence;
  /** The event's clock, on which dates are days. */
  zone: string;
  start: StartFacts | null;
  startDay: string | null;
  disabled?: boolean;
  onChange: (next: Recurrence) => void;
}

/**
 * The rule in choices an editor knows from calendar apps: how often (never, daily, weekly on chosen
 * weekdays, monthly on a day or on the nth weekday, yearly), every N, how it ends, and dates added or
 * left out.
 */
export function RuleEditor({ recurrence, zone, start, startDay, disabled, onChange }: RuleEditorProps) {
  const { say } = useWords();
  const { rule } = recurrence;
  const setRule = (next: Recurrence['rule']) => onChange({ ...recurrence, rule: next, exdates: next ? recurrence.exdates : [] });
  const weekdays = (rule?.byDay ?? []).map((day) => day.weekday);
  return (
    <Flex direction="column" alignItems="stretch" gap={4}>
      <Flex gap={4} alignItems="flex-end" wrap="wrap">
        <Field.Root name="recurrence-frequency" id="recurrence-frequency">
          <Field.Label>{say('frequency', 'How often')}</Field.Label>
          <SingleSelect
            disabled={disabled}
            value={rule?.freq ?? NONE}
            onChange={(value: string | number) => setRule(value === NONE ? null : ruleAt(value as Frequency, rule, start))}
          >
            {[NONE, ...FREQUENCIES].map((freq) => (
              <SingleSelectOption key={freq} value={freq}>
                {say(`frequency.${freq}`, FREQUENCY_WORDS[freq as Frequency])}
              </SingleSelectOption>
            ))}
          </SingleSelect>
        </Field.Root>
        {rule && (
          <Field.Root name="recurrence-interval" id="recurrence-interval">
            <Field.Label>{say('every', 'Every')}</Field.Label>
            <Flex gap={2} alignItems="center">
              <NumberInput
                disabled={disabled}
                value={rule.interval}
                onValueChange={(value: number | undefined) => value && value >= 1 && setRule({ ...rule, interval: Math.round(value) })}
              />
              <Typography variant="omega">{say(`unit.${rule.freq}`, UNIT_WORDS[rule.freq], { count: rule.interval })}</Typography>
            </Flex>
          </Field.Root>
        )}
      </Flex>
      {rule?.freq === 'WEEKLY' && (
        <WeekdayChoice days={weekdays.length ? weekdays : start ? [start.weekday] : []} disabled={disabled} onChange={(days: Weekday[]) => setRule(withWeekdays(rule, days))} />
      )}
      {rule?.freq === 'MONTHLY' && <MonthlyChoice rule={rule} start={start} disabled={disabled} onChange={(on) => setRule(monthlyOn(rule, on))} />}
      {rule && (
        <EndChoice
          ending={endingOf(rule, (value) => dayText(value, zone))}
          defaultDay={startDay}
          disabled={disabled}
          onChange={(ending) => setRule(withEnding(rule, ending))}
        />
      )}
      <Flex gap={4} alignItems="flex-start" wrap="wrap">
        <DateList
          name="recurrence-rdates"
          label={say('extra', 'Also on these dates')}
          values={recurrence.rdates}
          zone={zone}
          disabled={disabled}
          onChange={(rdates) => onChange({ ...recurrence, rdates })}
        />
        {rule && (
          <DateList
            name="recurrence-exdates"
            label={say('excluded', 'Except on these dates')}
            values={recurrence.exdates}
            zone={zone}
            disabled={disabled}
            onChange={(exdates) => onChange({ ...recurrence, exdates })}
          />
        )}
      </Flex>
    </Flex>
  );
}
