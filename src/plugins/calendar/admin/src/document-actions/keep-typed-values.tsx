import { useForm } from '@strapi/strapi/admin';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';

type Values = Record<string, unknown>;

interface SaveAttempt {
  /** What the editor had typed when Save was pressed. */
  typed: Values;
  /** The form's initial values then: the document as stored (or a new one's defaults). */
  before: Values;
  /** Until when (ms) a reset of the form is undone; 0 while the save runs. */
  until: number;
}

/** How long after a save the form is watched for the Content Manager's reset (it follows the failed request). */
const WATCH_MS = 5000;
/** Same values, an empty field being null or absent alike (a form reset drops the nulls that were filled in). */
const same = (a: unknown, b: unknown) => JSON.stringify(a, dropNull) === JSON.stringify(b, dropNull);
const dropNull = (_key: string, value: unknown) => (value === null ? undefined : value);

/**
 * Saves in progress, by form (type, document, language). Kept outside React: after a failed save of a
 * new translation the Content Manager shows its loading page, so the form and this hook are mounted
 * anew, and only the attempt survives.
 */
const attempts = new Map<string, SaveAttempt>();

/**
 * Strapi 5.54's Content Manager reloads the form after a failed save: it updates its cached document
 * before the save answers, rolls it back on failure, and a new translation's form is even unmounted
 * while the document is fetched again. Either way the form is reset to the stored document and what
 * the editor typed is gone. This puts the typed values back when the form is reset to an unchanged
 * document shortly after a save, errors kept, so the editor fixes the field named and saves again.
 */
export function useKeepTypedValuesOnFailedSave(): void {
  const { slug = '', id = 'create' } = useParams<{ slug?: string; id?: string }>();
  const locale = new URLSearchParams(useLocation().search).get('plugins[i18n][locale]') ?? '';
  const key = `${slug}|${id}|${locale}`;
  const isSubmitting = useForm('KeepTypedValues', (state) => state.isSubmitting);
  const initialValues = useForm('KeepTypedValues', (state) => state.initialValues as Values);
  const values = useForm('KeepTypedValues', (state) => state.values as Values);
  const getValues = useForm('KeepTypedValues', (state) => state.getValues);
  const setValues = useForm('KeepTypedValues', (state) => state.setValues);

  useEffect(() => {
    const current = attempts.get(key);
    if (isSubmitting && (!current || current.until)) attempts.set(key, { typed: getValues() as Values, before: initialValues, until: 0 });
    if (!isSubmitting && current && !current.until) current.until = Date.now() + WATCH_MS;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the start and end of a save
  }, [isSubmitting, key]);

  useEffect(() => {
    const current = attempts.get(key);
    if (!current || isSubmitting || !current.until) return;
    // Saved (the stored document changed) or long past: nothing to keep.
    if (Date.now() > current.until || !same(initialValues, current.before)) {
      attempts.delete(key);
      return;
    }
    // Reset to the stored document (not edited since): put back what was typed.
    if (same(values, initialValues) && !same(values, current.typed)) setValues(current.typed);
  }, [initialValues, values, isSubmitting, setValues, key]);
}

interface DocumentAction {
  (props: Record<string, unknown>): unknown;
  type?: string;
  position?: unknown;
}

/** The Content Manager's Save action, watching its form so a failed save keeps what was typed. */
export function keepTypedValuesOnFailedSave(Save: DocumentAction): DocumentAction {
  const Guarded: DocumentAction = (props) => {
    useKeepTypedValuesOnFailedSave();
    return Save(props);
  };
  Guarded.type = Save.type;
  Guarded.position = Save.position;
  return Guarded;
}
