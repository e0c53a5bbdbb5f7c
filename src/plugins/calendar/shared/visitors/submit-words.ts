import en from './submit-en.json';
import fr from './submit-fr.json';
import ptPT from './submit-pt-PT.json';
import type { VisitorLanguage } from './words';

/**
 * The words of the submission form and the submitter's page (embed/submit/), by language: a catalog of
 * their own beside words.ts, so the calendar's catalog stays what the calendar shows.
 */
export type SubmitWord = keyof typeof en;

const CATALOGS: Record<VisitorLanguage, Record<SubmitWord, string>> = { en, fr, 'pt-PT': ptPT };

export function submitWord(language: VisitorLanguage, key: SubmitWord, values: Record<string, string | number> = {}): string {
  return (CATALOGS[language][key] ?? en[key]).replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
