import { Field, Flex, NumberInput, Radio, TextInput, Typography } from '@strapi/design-system';
import type { Ending } from './model';
import { useWords } from './words';

/** How a rule ends: never, on a last day (on the event's clock), or after a number of dates. */
export function EndChoice({ ending, defaultDay, disabled, onChange }: { ending: Ending; defaultDay: string | null; disabled?: boolean; onChange: (ending: Ending) => void }) {
  const { say } = useWords();
  const until = ending.type === 'until' ? ending.date : (defaultDay ?? '');
  const count = ending.type === 'count' ? ending.count : 10;
  return (
    <Field.Root name="recurrence-ends" id="recurrence-ends">
      <Field.Label>{say('ends', 'Ends')}</Field.Label>
      <Radio.Group
        value={ending.type}
        disabled={disabled}
        aria-label={say('ends', 'Ends')}
        onValueChange={(type: string) => onChange(type === 'until' ? { type, date: until } : type === 'count' ? { type, count } : { type: 'never' })}
      >
        <Flex direction="column" alignItems="flex-start" gap={2}>
          <Radio.Item value="never">{say('ends.never', 'Never')}</Radio.Item>
          <Flex gap={2} alignItems="center">
            <Radio.Item value="until">{say('ends.until', 'On')}</Radio.Item>
            <TextInput
              type="date"
              aria-label={say('ends.untilDate', 'Last day')}
              disabled={disabled || ending.type !== 'until'}
              value={until}
              onChange={(e: React.ChangeEvent<HTMLInputElement>) => e.target.value && onChange({ type: 'until', date: e.target.value })}
            />
          </Flex>
          <Flex gap={2} alignItems="center">
            <Radio.Item value="count">{say('ends.count', 'After')}</Radio.Item>
            <NumberInput
              aria-label={say('ends.countNumber', 'Number of dates')}
              disabled={disabled || ending.type !== 'count'}
              value={count}
              onValueChange={(value: number | undefined) => value && value >= 1 && onChange({ type: 'count', count: Math.round(value) })}
            />
            <Typography variant="pi" textColor="neutral600">
              {say('ends.times', 'dates')}
            </Typography>
          </Flex>
        </Flex>
      </Radio.Group>
    </Field.Root>
  );
}
