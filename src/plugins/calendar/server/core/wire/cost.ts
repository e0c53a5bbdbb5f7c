import type { EventRecord } from '../../data/records/types';
import type { WireCostDetails } from './types';
import { escHtml, slugify } from './wp-strings';

type CostFields = Pick<EventRecord, 'cost' | 'currencySymbol' | 'currencyCode' | 'currencyPosition'>;

/** A number in cost text: `15`, `15.50`, `15,50`. `"5 - 25"`, `"5-25"` and `"5, 25"` hold two. */
const NUMBER = /\d+(?:[.,]\d+)?/g;

/** The original's site defaults: a `$` prefix when the event stores no symbol or position. */
const DEFAULT_SYMBOL = '$';

interface ParsedCost {
  /** As written (`"15,50"`), for display. */
  text: string;
  /** Normalised decimal string (`"15.50"`), for `values` and sorting. */
  value: string;
}

/** The numbers in a cost text, ascending, without duplicates. */
export function parseCostNumbers(cost: string): ParsedCost[] {
  const seen = new Map<string, ParsedCost>();
  for (const text of cost.match(NUMBER) ?? []) {
    const value = text.replace(',', '.');
    if (!seen.has(value)) seen.set(value, { text, value });
  }
  return [...seen.values()].sort((a, b) => Number(a.value) - Number(b.value));
}

function formatAmount(amount: ParsedCost, symbol: string, position: 'prefix' | 'postfix'): string {
  // A zero price reads "Free", like the original (`"Free – 30$"`).
  if (Number(amount.value) === 0) return 'Free';
  return position === 'postfix' ? `${amount.text}${symbol}` : `${symbol}${amount.text}`;
}

/** The formatted `cost` string: `"$15"`, `"15€"`, `"Free"`, `"$5 – $25"`; `""` when none. */
export function formatCost(fields: CostFields): string {
  const cost = fields.cost?.trim() ?? '';
  if (!cost) return '';
  const numbers = parseCostNumbers(cost);
  // Text without a number ("Free", "Donation") is shown as written, HTML-escaped like the original.
  if (!numbers.length) return escHtml(cost);
  // With no stored symbol the site default applies to the text, while cost_details shows the stored "".
  const symbol = fields.currencySymbol || DEFAULT_SYMBOL;
  const position = fields.currencyPosition ?? 'prefix';
  const min = formatAmount(numbers[0], symbol, position);
  const max = formatAmount(numbers[numbers.length - 1], symbol, position);
  // The original separates a range with an en dash between spaces.
  return min === max ? min : `${min} \u2013 ${max}`;
}

/** `cost_details`: the stored currency fields (`""` when unset) and the parsed values. */
export function toWireCostDetails(fields: CostFields): WireCostDetails {
  const cost = fields.cost?.trim() ?? '';
  const numbers = parseCostNumbers(cost);
  return {
    currency_symbol: fields.currencySymbol ?? '',
    currency_code: fields.currencyCode ?? '',
    currency_position: fields.currencyPosition ?? '',
    // Numbers stay strings (`["5","25"]`); a cost without numbers shows its slug (`["free"]`).
    values: numbers.length ? numbers.map((n) => n.value) : cost ? [slugify(cost)] : [],
  };
}

/** The lowest price for a JSON-LD Offer: `"0"` for free, `null` when the cost names no price. */
export function offerPrice(fields: CostFields): string | null {
  const cost = fields.cost?.trim() ?? '';
  if (/^free$/i.test(cost)) return '0';
  const [lowest] = parseCostNumbers(cost);
  return lowest ? lowest.value : null;
}
