import { addDays, isoDay, wallDate } from '../shared/visitors/format';
import type { VisitorLanguage } from '../shared/visitors/words';

export type View = 'month' | 'week' | 'list' | 'day';
export const VIEWS: View[] = ['month', 'week', 'list', 'day'];

/** First day of the week: Sunday in English (US usage), Monday in French and Portuguese. */
export const weekStart = (language: VisitorLanguage): number => (language === 'en' ? 0 : 1);

/** Today on the viewer's calendar, as a wall date. */
export function today(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** `YYYY-MM-DD` → a wall date, or null. */
export function parseDay(text: string | null): Date | null {
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? wallDate(text) : null;
}

/** The days a view shows: a month's whole weeks, a week, a day (the list view starts at its date). */
export function viewDays(view: View, date: Date, language: VisitorLanguage): Date[] {
  if (view === 'day' || view === 'list') return [date];
  const start = view === 'month' ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)) : date;
  const offset = (start.getUTCDay() - weekStart(language) + 7) % 7;
  const first = addDays(start, -offset);
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(first, i));
  const nextMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
  const days: Date[] = [];
  for (let day = first; day < nextMonth || days.length % 7; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The date one period before or after (`step` -1 or 1). */
export function shift(view: View, date: Date, step: number): Date {
  if (view === 'month') return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + step, 1));
  return addDays(date, step * (view === 'week' ? 7 : 1));
}

/** The wall days an event covers (start to end, on its own clock; an end at midnight ends the day before). */
export function eventDays(event: { start_date: string; end_date: string }): string[] {
  const start = wallDate(event.start_date.slice(0, 10));
  const endWall = wallDate(event.end_date);
  let end = wallDate(event.end_date.slice(0, 10));
  if (endWall.getTime() === end.getTime() && end > start) end = addDays(end, -1);
  const days: string[] = [];
  for (let day = start; day <= end && days.length < 62; day = addDays(day, 1)) days.push(isoDay(day));
  return days;
}
