import type { Recurrence, SeriesStart } from '../types';
import { describeAddedEn, describeEn } from './en';
import { dayOf, factsOf, type Day, type Facts } from './facts';
import { describeAddedFr, describeFr } from './fr';
import { describeAddedPt, describePt } from './pt';

/** The languages a recurrence is described in (wire codes; `pt` reads as `pt-PT`). */
export const DESCRIBED_LANGUAGES = ['en', 'fr', 'pt-PT'] as const;
export type DescribedLanguage = (typeof DESCRIBED_LANGUAGES)[number];

const WORDINGS: Record<DescribedLanguage, { rule: (facts: Facts) => string; added: (days: Day[]) => string }> = {
  en: { rule: describeEn, added: describeAddedEn },
  fr: { rule: describeFr, added: describeAddedFr },
  'pt-PT': { rule: describePt, added: describeAddedPt },
};

/** The language of a code (`pt`, `pt-pt`, `FR`…), English for any other. */
function languageOf(code: string): DescribedLanguage {
  const lower = code.toLowerCase();
  if (lower === 'pt' || lower.startsWith('pt-')) return 'pt-PT';
  return lower.startsWith('fr') ? 'fr' : 'en';
}

/**
 * A recurrence in plain words, for the admin's recurrence editor and public pages: "Every Tuesday and
 * Thursday at 19:00, until 30 June 2027", "Toutes les semaines le mardi et le jeudi à 19:00, jusqu'au
 * 30 juin 2027", "Todas as semanas à terça e quinta às 19:00, até 30 de junho de 2027". Dates are days on
 * the event's clock; times are the first occurrence's wall time (24-hour). An empty string for a
 * recurrence that makes no series. Pure (luxon only): runs in the server and in the admin bundle.
 */
export function describeRecurrence(recurrence: Recurrence, series: Pick<SeriesStart, 'start' | 'allDay' | 'timezone'>, language: string): string {
  const wording = WORDINGS[languageOf(language)];
  const facts = factsOf(recurrence, series);
  if (facts) return wording.rule(facts);
  if (recurrence.rdates.length === 0) return '';
  return wording.added(recurrence.rdates.map((value) => dayOf(value, series.timezone)).sort((a, b) => a.year - b.year || a.month - b.month || a.day - b.day));
}
