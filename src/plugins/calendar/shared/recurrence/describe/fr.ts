import type { Weekday } from '../types';
import { isWeekend, isWorkWeek, joinAll, onWeekdays, type Day, type Facts } from './facts';

/** French descriptions: "Toutes les semaines le mardi et le jeudi à 19:00, jusqu'au 30 juin 2027". */

const DAYS: Record<Weekday, string> = { MO: 'lundi', TU: 'mardi', WE: 'mercredi', TH: 'jeudi', FR: 'vendredi', SA: 'samedi', SU: 'dimanche' };
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const EVERY = {
  DAILY: ['Tous les jours', 'Tous les {n} jours', 'jour'],
  WEEKLY: ['Toutes les semaines', 'Toutes les {n} semaines', 'semaine'],
  MONTHLY: ['Tous les mois', 'Tous les {n} mois', 'mois'],
  YEARLY: ['Tous les ans', 'Tous les {n} ans', 'année'],
} as const;
const WORDS = ['', 'premier', 'deuxième', 'troisième', 'quatrième', 'cinquième'];

const and = (items: readonly string[]) => joinAll(items, 'et');
const or = (items: readonly string[]) => joinAll(items, 'ou');

/** `1er`, `2`, `31`: a day of the month. */
const dayNumber = (n: number) => (n === 1 ? '1er' : String(n));
/** `1er`, `2e`, `100e`. */
const numeral = (n: number) => (n === 1 ? '1er' : `${n}e`);

/** A rank with its article, before a noun: `le premier`, `l'avant-dernier`, `la dernière`; `le 3e` (counted from the end: see fromEnd). */
function ranked(n: number, feminine = false): string {
  const masculine = n === -1 ? 'dernier' : n === -2 ? 'avant-dernier' : Math.abs(n) <= 5 ? WORDS[Math.abs(n)] : numeral(Math.abs(n));
  const word = feminine ? masculine.replace(/ier$/, 'ière') : masculine;
  if (word.startsWith('avant')) return `l'${word}`;
  return `${feminine ? 'la' : 'le'} ${word}`;
}
/** What follows the noun of a rank counted from the end beyond -2: `le 3e jour en partant de la fin`. */
const fromEnd = (n: number) => (n < -2 ? ' en partant de la fin' : '');

const date = (d: Day) => `${dayNumber(d.day)} ${MONTHS[d.month - 1]} ${d.year}`;
const weekdayList = (days: readonly Weekday[]) => and(days.map((d) => `le ${DAYS[d]}`));

function monthDays(days: number[]): string {
  return and(days.map((n) => (n > 0 ? `le ${dayNumber(n)}` : `${ranked(n)} jour${fromEnd(n)}`)));
}

function yearDays(days: number[]): string {
  const rank = (n: number) => (n > 0 ? `le ${numeral(n)}` : ranked(n));
  if (days.every((n) => n >= -2)) return `${and(days.map(rank))} jour de l'année`;
  return and(days.map((n) => `${rank(n)} jour de l'année${fromEnd(n)}`));
}

function rankedDays(f: Facts): string {
  const ofYear = f.freq === 'YEARLY' && f.months.length === 0 ? " de l'année" : '';
  const sameDay = f.ranked.every((d) => d.weekday === f.ranked[0].weekday && (d.nth ?? 1) >= -2);
  if (sameDay) return `${and(f.ranked.map((d) => ranked(d.nth ?? 1)))} ${DAYS[f.ranked[0].weekday]}${ofYear}`;
  return and(f.ranked.map((d) => `${ranked(d.nth ?? 1)} ${DAYS[d.weekday]}${fromEnd(d.nth ?? 1)}${ofYear}`));
}

function setPositions(f: Facts): string {
  const ranks = and(f.setPos.map((n) => ranked(n)));
  if (f.weekdays.length === 0 || f.monthDays.length > 0) {
    return `, en ne gardant que ${and(f.setPos.map((n) => `${ranked(n, true)} date${fromEnd(n)}`))} de chaque ${EVERY[f.freq][2]}`;
  }
  if (isWorkWeek(f.weekdays)) return ` ${ranks} jour de semaine`;
  if (isWeekend(f.weekdays)) return ` ${ranks} jour du week-end`;
  if (f.weekdays.length === 7) return ` ${ranks} jour`;
  return ` ${ranks} jour parmi les ${and(f.weekdays.map((d) => `${DAYS[d]}s`))}`;
}

function selection(f: Facts): string {
  if (f.freq === 'YEARLY' && f.months.length === 1 && f.monthDays.length === 1 && f.monthDays[0] > 0 && !f.weekdays.length) {
    return ` le ${dayNumber(f.monthDays[0])} ${MONTHS[f.months[0] - 1]}`;
  }
  const parts: string[] = [];
  if (f.months.length) parts.push(`en ${and(f.months.map((m) => MONTHS[m - 1]))}`);
  if (f.weekNos.length) parts.push(f.weekNos.length > 1 ? `les semaines ${and(f.weekNos.map(String))}` : `la semaine ${f.weekNos[0]}`);
  if (f.yearDays.length) parts.push(yearDays(f.yearDays));
  if (f.monthDays.length) parts.push(monthDays(f.monthDays));
  if (f.ranked.length) parts.push(rankedDays(f));
  const text = parts.length ? ` ${parts.join(' ')}` : '';
  if (f.setPos.length) return `${text}${setPositions(f)}`;
  if (!f.weekdays.length) return text;
  if (f.monthDays.length || f.yearDays.length) return `${text}, quand c'est ${or(f.weekdays.map((d) => `un ${DAYS[d]}`))}`;
  // "toutes les 2 semaines le mardi", "tous les mois, tous les mardis" (chaque mardi du mois).
  if (f.freq === 'WEEKLY' || f.freq === 'DAILY') return `${text} ${weekdayList(f.weekdays)}`;
  return `${text}, tous les ${and(f.weekdays.map((d) => `${DAYS[d]}s`))}`;
}

function head(f: Facts): string {
  const [one, many] = EVERY[f.freq];
  if (onWeekdays(f)) {
    const months = f.months.length ? ` en ${and(f.months.map((m) => MONTHS[m - 1]))}` : '';
    return `${f.weekdays.length === 7 ? 'Tous les jours' : `Toutes les semaines ${weekdayList(f.weekdays)}`}${months}`;
  }
  return `${f.interval === 1 ? one : many.replace('{n}', String(f.interval))}${selection(f)}`;
}

/** One sentence describing the recurrence. */
export function describeFr(f: Facts): string {
  const time = f.time ? ` à ${f.time}` : '';
  const end = f.until ? `, jusqu'au ${date(f.until)}` : f.count === null ? '' : f.count === 1 ? ', une fois' : `, ${f.count} fois`;
  const list = (days: Day[]) => (days.length <= 3 ? and(days.map((d) => `le ${date(d)}`)) : `${days.length} dates`);
  const added = f.added.length ? ` ; aussi ${list(f.added)}` : '';
  const excluded = f.excluded.length ? ` ; sauf ${list(f.excluded)}` : '';
  return `${head(f)}${time}${end}${added}${excluded}`;
}

/** A series of added dates only: "Aussi le 1er juillet 2027 et le 1er août 2027". */
export const describeAddedFr = (days: Day[]): string => `Aussi ${days.length <= 3 ? and(days.map((d) => `le ${date(d)}`)) : `${days.length} dates`}`;
