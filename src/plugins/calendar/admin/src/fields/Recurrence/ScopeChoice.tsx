import { Field, Flex, Radio } from '@strapi/design-system';
import type { Scope } from './model';
import { useWords } from './words';

const SCOPE_WORDS: Record<Scope, string> = { this: 'Only this date', following: 'This and the following dates', all: 'All dates of the series' };

/** Which dates of its series a change (or a move to the trash) of this date applies to, as calendar apps ask. */
export function ScopeChoice({ scope, scopes, trashing, disabled, onChange }: {
  scope: Scope;
  scopes: readonly Scope[];
  trashing: boolean;
  disabled?: boolean;
  onChange: (scope: Scope) => void;
}) {
  const { say } = useWords();
  const legend = trashing ? say('scope.trash', 'Move to the trash') : say('scope.legend', 'Apply the changes to');
  return (
    <Field.Root name="recurrence-scope" id="recurrence-scope">
      <Field.Label>{legend}</Field.Label>
      <Radio.Group value={scope} disabled={disabled} aria-label={legend} onValueChange={(value: string) => onChange(value as Scope)}>
        <Flex gap={6} wrap="wrap">
          {scopes.map((option) => (
            <Radio.Item key={option} value={option}>
              {say(`scope.${option}`, SCOPE_WORDS[option])}
            </Radio.Item>
          ))}
        </Flex>
      </Radio.Group>
    </Field.Root>
  );
}
