import { Box, Field, Flex, Loader, TextButton, Textarea, Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import type { Recurrence } from '../../../../shared/recurrence';
import { labelText, type CustomFieldProps } from '../field-props';
import { useIsCreating } from '../use-creating';
import { isNone, isSimpleRule, linesOf, NO_RECURRENCE, readLines, scopeOf, startFacts, valueAfterEdit, type FieldValue, type Scope } from './model';
import { Preview } from './Preview';
import { RuleEditor } from './RuleEditor';
import { ScopeChoice } from './ScopeChoice';
import { SeriesPanel } from './SeriesPanel';
import { useEventTimes, useTrashing } from './use-event-times';
import { usePreview } from './use-preview';
import { useSeries } from './use-series';
import { useWords } from './words';

const ANCHOR_SCOPES = ['all', 'this'] as const;
const OCCURRENCE_SCOPES = ['this', 'following', 'all'] as const;

/**
 * The event's repeat rule (a custom field of type json, server/features/admin/custom-fields.ts). On a new or single
 * event and on a series' first event: the rule in choices, in words and as its next dates. On another date
 * of a series: the series it is in, and which dates a change applies to. Its value is what the series
 * middleware reads (model.ts): it changes only when the editor changes something.
 */
const RecurrenceInput = forwardRef<HTMLDivElement, CustomFieldProps<FieldValue>>((props, ref) => {
  const { name, value, onChange, error, hint, label, labelAction, disabled } = props;
  const { formatMessage } = useIntl();
  const { say } = useWords();
  const isCreating = useIsCreating();
  const { id } = useParams<{ id?: string }>();
  const documentId = !isCreating && id ? id : null;
  const locale = new URLSearchParams(useLocation().search).get('plugins[i18n][locale]');
  const initial = useForm('Recurrence', (state) => (state.initialValues as Record<string, unknown>)[name]) as FieldValue;
  // The form's stored values are replaced after each save: the series is then asked for again.
  const savedAt = useForm('Recurrence', (state) => state.initialValues);
  const { series, loading } = useSeries(documentId, locale, savedAt);
  const times = useEventTimes();
  const trashing = useTrashing();
  const [asText, setAsText] = useState(false);

  const lines = linesOf(value);
  const recurrence = readLines(lines);
  const occurrence = series && !series.isAnchor ? series : null;
  const explicit = scopeOf(value);
  // What the server does when the form says nothing: the first event's changes apply to all, another date's to it alone.
  const scope: Scope = explicit ?? (occurrence || (series?.isAnchor && trashing) ? 'this' : 'all');
  const { preview, error: previewError, loading: previewLoading } = usePreview(occurrence || scope === 'this' ? [] : lines, times, documentId);

  // A series' first event moved to the trash: only its own date, unless the editor chooses otherwise.
  const autoScope = useRef(false);
  useEffect(() => {
    if (!series?.isAnchor) return;
    if (trashing && !explicit) {
      autoScope.current = true;
      onChange(name, { lines: linesOf(initial), scope: 'this' });
    } else if (!trashing && autoScope.current) {
      autoScope.current = false;
      onChange(name, initial);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the status changes
  }, [trashing, series?.isAnchor]);

  const editRule = (next: Recurrence) => onChange(name, valueAfterEdit(next, initial));
  const editText = (text: string) => {
    const next = text.split(/\r?\n/).filter((line) => line.trim());
    const parsed = readLines(next);
    onChange(name, parsed ? valueAfterEdit(parsed, initial) : { lines: next });
  };
  const choose = (next: Scope) => {
    autoScope.current = false;
    if (occurrence) return onChange(name, next === 'this' ? initial : { scope: next });
    // The first event: "only this date" leaves the rule as stored.
    onChange(name, next === 'all' ? initial : { lines: linesOf(initial), scope: next });
  };

  const zone = times.zone ?? 'UTC';
  const simple = !recurrence || !recurrence.rule || isSimpleRule(recurrence.rule);
  const showText = asText || !recurrence || !simple;
  const ruleLocked = disabled || (series?.isAnchor && scope === 'this');
  const ending = series?.isAnchor && recurrence && isNone(recurrence);
  const start = times.startWall ? { start: times.startWall, allDay: times.allDay, timezone: zone } : null;

  return (
    <Field.Root name={name} id={name} error={error} hint={hint}>
      <Field.Label action={labelAction}>{labelText(label, formatMessage)}</Field.Label>
      <Box ref={ref} paddingTop={1}>
        {loading ? (
          <Loader small>{say('loading', 'Loading the series…')}</Loader>
        ) : occurrence ? (
          <SeriesPanel series={occurrence} />
        ) : (
          <Flex direction="column" alignItems="stretch" gap={4}>
            {showText ? (
              <Field.Root name="recurrence-lines" id="recurrence-lines" hint={say('textHint', 'One line each: RRULE, RDATE, EXDATE, as in iCalendar (RFC 5545).')}>
                <Field.Label>{say('textLabel', 'Recurrence lines')}</Field.Label>
                {!simple && <Typography variant="pi">{say('custom', 'This rule has parts the choices cannot show: edit its lines.')}</Typography>}
                <Textarea disabled={ruleLocked} value={lines.join('\n')} onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => editText(e.target.value)} />
                <Field.Hint />
              </Field.Root>
            ) : (
              <RuleEditor
                recurrence={recurrence ?? NO_RECURRENCE}
                zone={zone}
                start={startFacts(times.startDay)}
                startDay={times.startDay}
                disabled={ruleLocked}
                onChange={editRule}
              />
            )}
            {simple && recurrence && (
              <TextButton onClick={() => setAsText(!asText)}>{asText ? say('asChoices', 'Edit with choices') : say('asText', 'Edit as text (RFC 5545)')}</TextButton>
            )}
            {ending && <Typography textColor="warning600">{say('ending', 'Saving ends the series: its other dates go to the trash.')}</Typography>}
            {recurrence && !isNone(recurrence) && scope !== 'this' && (
              <Preview recurrence={recurrence} start={start} preview={preview} error={previewError} loading={previewLoading} />
            )}
            {series?.isAnchor && (
              <Typography variant="pi" textColor="neutral700">
                {say('series.anchor', 'The first date of a series of {count, plural, one {# date} other {# dates}}: changes apply to every date not changed on its own, unless you choose otherwise.', { count: series.dates })}
              </Typography>
            )}
          </Flex>
        )}
        {series && !loading && (
          <Box paddingTop={4}>
            <ScopeChoice scope={scope} scopes={occurrence ? OCCURRENCE_SCOPES : ANCHOR_SCOPES} trashing={trashing} disabled={disabled} onChange={choose} />
          </Box>
        )}
      </Box>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
});

export default RecurrenceInput;
