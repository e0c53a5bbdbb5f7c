import type { Weekday } from '../types';
import { isWeekend, isWorkWeek, joinAll, onWeekdays, type Day, type Facts } from './facts';

/** European Portuguese descriptions: "Todas as semanas à terça e quinta às 19:00, até 30 de junho de 2027". */

/** Short names (`à terça`), full names (`na última sexta-feira`), and which are feminine (the `-feira` days). */
const SHORT: Record<Weekday, string> = { MO: 'segunda', TU: 'terça', WE: 'quarta', TH: 'quinta', FR: 'sexta', SA: 'sábado', SU: 'domingo' };
const FULL: Record<Weekday, string> = {
  MO: 'segunda-feira',
  TU: 'terça-feira',
  WE: 'quarta-feira',
  TH: 'quinta-feira',
  FR: 'sexta-feira',
  SA: 'sábado',
  SU: 'domingo',
};
const feminine = (day: Weekday) => day !== 'SA' && day !== 'SU';
const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const EVERY = {
  DAILY: ['Todos os dias', 'dias', 'dia'],
  WEEKLY: ['Todas as semanas', 'semanas', 'semana'],
  MONTHLY: ['Todos os meses', 'meses', 'mês'],
  YEARLY: ['Todos os anos', 'anos', 'ano'],
} as const;
const WORDS = ['', 'primeiro', 'segundo', 'terceiro', 'quarto', 'quinto'];
const FROM_END = ['', 'último', 'penúltimo', 'antepenúltimo'];

const and = (items: readonly string[]) => joinAll(items, 'e');
const or = (items: readonly string[]) => joinAll(items, 'ou');

/** A rank with `no`/`na` before a noun: `no primeiro`, `na última`, `no 6.º`; beyond the antepenultimate, see fromEnd. */
function ranked(n: number, fem: boolean): string {
  const abs = Math.abs(n);
  const word = n < 0 && abs <= 3 ? FROM_END[abs] : abs <= 5 ? WORDS[abs] : `${abs}.º`;
  return fem ? `na ${word.replace(/o$/, 'a').replace('.º', '.ª')}` : `no ${word}`;
}
/** What follows the noun of a rank counted from the end beyond -3: `no 4.º dia a contar do fim`. */
const fromEnd = (n: number) => (n < -3 ? ' a contar do fim' : '');

const date = (d: Day) => `${d.day} de ${MONTHS[d.month - 1]} de ${d.year}`;

/** `à terça e quinta`, `ao sábado`, `à sexta e ao sábado` (a preposition for each gender). */
function onDays(days: readonly Weekday[], plural: boolean): string {
  const name = (d: Weekday) => (plural ? `${SHORT[d]}s` : SHORT[d]);
  const groups = [days.filter(feminine), days.filter((d) => !feminine(d))].filter((group) => group.length > 0);
  return and(groups.map((group) => `${feminine(group[0]) ? 'à' : 'ao'}${plural ? 's' : ''} ${and(group.map(name))}`));
}

function monthDays(days: number[]): string {
  const positive = days.filter((n) => n > 0);
  const parts = positive.length ? [positive.length > 1 ? `nos dias ${and(positive.map(String))}` : `no dia ${positive[0]}`] : [];
  for (const n of days.filter((d) => d < 0)) parts.push(`${ranked(n, false)} dia${fromEnd(n)}`);
  return and(parts);
}

function yearDays(days: number[]): string {
  const positive = days.filter((n) => n > 0);
  const parts = positive.length ? [`no ${and(positive.map((n) => `${n}.º`))} dia do ano`] : [];
  for (const n of days.filter((d) => d < 0)) parts.push(`${ranked(n, false)} dia do ano${fromEnd(n)}`);
  return and(parts);
}

function rankedDays(f: Facts): string {
  const ofYear = f.freq === 'YEARLY' && f.months.length === 0 ? ' do ano' : '';
  const first = f.ranked[0].weekday;
  if (f.ranked.every((d) => d.weekday === first && (d.nth ?? 1) >= -3)) {
    return `${and(f.ranked.map((d) => ranked(d.nth ?? 1, feminine(first))))} ${FULL[first]}${ofYear}`;
  }
  return and(f.ranked.map((d) => `${ranked(d.nth ?? 1, feminine(d.weekday))} ${FULL[d.weekday]}${fromEnd(d.nth ?? 1)}${ofYear}`));
}

function setPositions(f: Facts): string {
  const ranks = and(f.setPos.map((n) => ranked(n, false)));
  if (f.weekdays.length === 0 || f.monthDays.length > 0) {
    return `, ficando só com ${and(f.setPos.map((n) => `a ${ranked(n, true).slice(3)} data${fromEnd(n)}`))} de cada ${EVERY[f.freq][2]}`;
  }
  if (isWorkWeek(f.weekdays)) return ` ${ranks} dia útil`;
  if (isWeekend(f.weekdays)) return ` ${ranks} dia de fim de semana`;
  if (f.weekdays.length === 7) return ` ${ranks} dia`;
  return ` ${ranks} dia entre ${and(f.weekdays.map((d) => SHORT[d]))}`;
}

function selection(f: Facts): string {
  if (f.freq === 'YEARLY' && f.months.length === 1 && f.monthDays.length === 1 && f.monthDays[0] > 0 && !f.weekdays.length) {
    return ` a ${f.monthDays[0]} de ${MONTHS[f.months[0] - 1]}`;
  }
  const parts: string[] = [];
  if (f.months.length) parts.push(`em ${and(f.months.map((m) => MONTHS[m - 1]))}`);
  if (f.weekNos.length) parts.push(f.weekNos.length > 1 ? `nas semanas ${and(f.weekNos.map(String))}` : `na semana ${f.weekNos[0]}`);
  if (f.yearDays.length) parts.push(yearDays(f.yearDays));
  if (f.monthDays.length) parts.push(monthDays(f.monthDays));
  if (f.ranked.length) parts.push(rankedDays(f));
  const text = parts.length ? ` ${parts.join(' ')}` : '';
  if (f.setPos.length) return `${text}${setPositions(f)}`;
  if (!f.weekdays.length) return text;
  if (f.monthDays.length || f.yearDays.length) {
    return `${text}, quando calha ${or(f.weekdays.map((d) => `a ${feminine(d) ? 'uma' : 'um'} ${FULL[d]}`))}`;
  }
  // "de 2 em 2 semanas à terça", "todos os meses às terças" (todas as terças do mês).
  return `${text} ${onDays(f.weekdays, f.freq !== 'WEEKLY' && f.freq !== 'DAILY')}`;
}

function head(f: Facts): string {
  const [one, units] = EVERY[f.freq];
  if (onWeekdays(f)) {
    const months = f.months.length ? ` em ${and(f.months.map((m) => MONTHS[m - 1]))}` : '';
    return `${f.weekdays.length === 7 ? 'Todos os dias' : `Todas as semanas ${onDays(f.weekdays, false)}`}${months}`;
  }
  return `${f.interval === 1 ? one : `De ${f.interval} em ${f.interval} ${units}`}${selection(f)}`;
}

/** One sentence describing the recurrence. */
export function describePt(f: Facts): string {
  // "à uma", "às duas": one o'clock takes the singular.
  const time = f.time ? ` ${f.time.startsWith('01:') ? 'à' : 'às'} ${f.time}` : '';
  const end = f.until ? `, até ${date(f.until)}` : f.count === null ? '' : f.count === 1 ? ', uma vez' : `, ${f.count} vezes`;
  const list = (days: Day[]) => (days.length <= 3 ? and(days.map((d) => `a ${date(d)}`)) : `em ${days.length} datas`);
  const added = f.added.length ? `; também ${list(f.added)}` : '';
  const excluded = f.excluded.length ? `; exceto ${list(f.excluded)}` : '';
  return `${head(f)}${time}${end}${added}${excluded}`;
}

/** A series of added dates only: "Também a 1 de julho de 2027 e a 1 de agosto de 2027". */
export const describeAddedPt = (days: Day[]): string => `Também ${days.length <= 3 ? and(days.map((d) => `a ${date(d)}`)) : `em ${days.length} datas`}`;
