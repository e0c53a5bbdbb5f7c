/** A cost as entered, with the currency symbol and its position read from the text (contract 9.1). */
export interface ParsedCost {
  cost: string;
  currencySymbol: string | null;
  currencyPosition: 'prefix' | 'postfix' | null;
}

const SYMBOL = /[^\d\s.,\-–—]+/u;

/**
 * `"20$"` → cost `20`, symbol `$`, postfix; `"€ 10 - 25"` → `10 - 25`, `€`, prefix; `"Free"` stays text.
 * Words (Free, Donation) are not symbols: only a short non-letter run counts.
 */
export function parseCost(raw: string): ParsedCost {
  const text = raw.trim();
  const match = SYMBOL.exec(text);
  const symbol = match && !/\p{L}/u.test(match[0]) && match[0].length <= 3 ? match[0] : null;
  if (!symbol) return { cost: text, currencySymbol: null, currencyPosition: null };
  const position = text.indexOf(symbol) === 0 ? 'prefix' : 'postfix';
  const cost = text.split(symbol).join('').replace(/\s+/g, ' ').trim();
  return { cost, currencySymbol: symbol, currencyPosition: position };
}
