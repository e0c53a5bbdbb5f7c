import type { EventRecord } from '../../../data/records/types';
import { formatCost, offerPrice, toWireCostDetails } from '../cost';
import type { WireCostDetails } from '../types';

type Fields = Pick<EventRecord, 'cost' | 'currencySymbol' | 'currencyCode' | 'currencyPosition'>;
const fields = (cost: string | null, o: Partial<Fields> = {}): Fields => ({
  cost, currencySymbol: null, currencyCode: null, currencyPosition: null, ...o,
});

describe('formatCost', () => {
  const cases: { name: string; input: Fields; expected: string }[] = [
    { name: 'no cost', input: fields(null), expected: '' },
    { name: 'an empty cost', input: fields('  '), expected: '' },
    { name: 'a number, default $ prefix', input: fields('15'), expected: '$15' },
    { name: 'a prefix symbol', input: fields('15', { currencySymbol: '£', currencyPosition: 'prefix' }), expected: '£15' },
    { name: 'a postfix symbol', input: fields('15', { currencySymbol: '€', currencyPosition: 'postfix' }), expected: '15€' },
    { name: 'a symbol without position (prefix)', input: fields('15', { currencySymbol: '€' }), expected: '€15' },
    { name: 'decimals as written', input: fields('12,50', { currencySymbol: '€', currencyPosition: 'postfix' }), expected: '12,50€' },
    { name: '0 as Free', input: fields('0'), expected: 'Free' },
    { name: 'the word free', input: fields('Free'), expected: 'Free' },
    { name: 'a range "5 - 25"', input: fields('5 - 25'), expected: '$5 \u2013 $25' },
    { name: 'a range "5-25"', input: fields('5-25'), expected: '$5 \u2013 $25' },
    { name: 'a list "5, 25"', input: fields('5, 25'), expected: '$5 \u2013 $25' },
    { name: 'an unordered list', input: fields('25, 5, 10'), expected: '$5 \u2013 $25' },
    { name: 'a range from zero', input: fields('0 - 30', { currencySymbol: '$', currencyPosition: 'postfix' }), expected: 'Free \u2013 30$' },
    { name: 'the same price twice', input: fields('5 - 5'), expected: '$5' },
    { name: 'text without a number, escaped', input: fields('Donation & more'), expected: 'Donation &amp; more' },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(formatCost(input)).toBe(expected);
  });
});

describe('toWireCostDetails', () => {
  const cases: { name: string; input: Fields; expected: WireCostDetails }[] = [
    { name: 'no cost', input: fields(null), expected: { currency_symbol: '', currency_code: '', currency_position: '', values: [] } },
    { name: 'a number, with an empty stored symbol', input: fields('15'), expected: { currency_symbol: '', currency_code: '', currency_position: '', values: ['15'] } },
    {
      name: 'stored currency fields',
      input: fields('15', { currencySymbol: '€', currencyCode: 'EUR', currencyPosition: 'postfix' }),
      expected: { currency_symbol: '€', currency_code: 'EUR', currency_position: 'postfix', values: ['15'] },
    },
    { name: 'a range, ascending strings', input: fields('25 - 5'), expected: { currency_symbol: '', currency_code: '', currency_position: '', values: ['5', '25'] } },
    { name: 'a decimal comma, normalised', input: fields('12,50'), expected: { currency_symbol: '', currency_code: '', currency_position: '', values: ['12.50'] } },
    { name: 'free, as its slug', input: fields('Free'), expected: { currency_symbol: '', currency_code: '', currency_position: '', values: ['free'] } },
  ];
  it.each(cases)('$name', ({ input, expected }) => {
    expect(toWireCostDetails(input)).toEqual(expected);
    expect(Object.keys(toWireCostDetails(input))).toEqual(['currency_symbol', 'currency_code', 'currency_position', 'values']);
  });
});

describe('offerPrice', () => {
  it.each([
    ['15', '15'],
    ['5 - 25', '5'],
    ['Free', '0'],
    ['0', '0'],
    ['Donation', null],
    [null, null],
  ])('%s → %s', (cost, expected) => {
    expect(offerPrice(fields(cost))).toBe(expected);
  });
});
