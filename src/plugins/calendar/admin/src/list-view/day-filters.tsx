import { InputRenderer } from '@strapi/strapi/admin';
import type { ComponentProps } from 'react';

interface Filter {
  name: string;
  type?: string;
  operators?: Array<{ label: string | { id: string; defaultMessage: string }; value: string }>;
  [key: string]: unknown;
}

/** The comparisons of a day, in Strapi's own words for them. */
const DAY_OPERATORS = (['$eq', '$ne', '$gt', '$gte', '$lt', '$lte'] as const).map((value) => ({
  label: { id: `components.FilterOptions.FILTER_TYPES.${value}`, defaultMessage: { $eq: 'is', $ne: 'is not', $gt: 'is greater than', $gte: 'is greater than or equal to', $lt: 'is lower than', $lte: 'is lower than or equal to' }[value] },
  value,
}));

type InputProps = ComponentProps<typeof InputRenderer>;

/** The value of a day filter: Strapi's own date input, writing the day as `YYYY-MM-DD`. */
function DayInput({ name, label, disabled, required, hint, placeholder, ...rest }: InputProps) {
  return <InputRenderer name={name} label={label} disabled={disabled} required={required} hint={hint} placeholder={placeholder} aria-label={rest['aria-label']} type="date" />;
}

/**
 * The event list's Start and End filters pick a day, not an instant: Strapi's date-and-time filter reads
 * the editor's browser clock (in Tokyo, "after 4 May 00:00" is 3 May 15:00 UTC), while the list shows each
 * event on its own clock. The day goes to the server as it is (`2027-05-04`), and the server reads it on
 * each event's clock (server/features/admin/day-filters.ts). The list-view filters hook, as the columns hook; its
 * layout does not name the type, and only events have fields of these names. The filter's type is
 * `string`, its input a date picker: Strapi writes a `date` filter's chip from the day's UTC midnight on
 * the browser's clock, which west of UTC names the day before; a string chip shows the day as it is.
 */
export function dayFiltersForEvents<A extends { displayedFilters: Filter[] }>(args: A): A {
  return {
    ...args,
    displayedFilters: args.displayedFilters.map((filter) =>
      filter.name === 'startDate' || filter.name === 'endDate'
        ? { ...filter, type: 'string', input: DayInput, operators: DAY_OPERATORS, ...(filter.name === 'endDate' ? { options: upcomingWords() } : {}) }
        : filter
    ),
  };
}

/**
 * The words of the Upcoming view's chip. Strapi writes a chip with a custom input as "<field> <operator>
 * <the option whose value is the filter's>"; the Upcoming instant changes with each click on Upcoming and
 * this hook's answer is kept, so the one option is made when the chip asks for it (`find`), from the list's
 * address: "Ends is greater than or equal to Nov 28, 2026, 4:06 AM (Upcoming)", on the editor's clock,
 * where it read "… 2026-11-28T04:06:00.000Z".
 */
function upcomingWords(): Array<{ label: string; value: string }> {
  const options: Array<{ label: string; value: string }> = [];
  const find = (match: (option: { label: string; value: string }) => boolean) => {
    const since = upcomingInAddress();
    if (!since) return undefined;
    const option = { value: since, label: `${new Date(since).toLocaleString(document.documentElement.lang || undefined, { dateStyle: 'medium', timeStyle: 'short' })} (${upcomingWord()})` };
    return match(option) ? option : undefined;
  };
  return Object.assign(options, { find });
}

/** The Upcoming instant in the list's address (an instant, not a day: a day filter on the end is the editor's own). */
const upcomingInAddress = () => /filters\[\$and\]\[\d+\]\[endDate\]\[\$gte\]=([^&]+T[^&]+)/.exec(decodeURIComponent(window.location.search))?.[1] ?? null;

/** The view's own word, as its button shows it (the button is in the same page). */
const upcomingWord = () => document.querySelector('[role="group"] button[aria-pressed="true"]')?.textContent || 'Upcoming';
