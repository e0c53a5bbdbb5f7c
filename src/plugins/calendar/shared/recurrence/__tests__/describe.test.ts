import { describeRecurrence } from '../describe';
import { parseRecurrence } from '../parse';

interface Case {
  name: string;
  lines: string[];
  /** `YYYY-MM-DD HH:MM:SS` in Europe/Lisbon unless `timezone` says otherwise. */
  start: string;
  allDay?: boolean;
  timezone?: string;
  en: string;
  fr: string;
  pt: string;
}

const cases: Case[] = [
  {
    name: "the issue's example",
    lines: ['RRULE:FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630'],
    start: '2027-04-13 19:00:00',
    en: 'Every Tuesday and Thursday at 19:00, until 30 June 2027',
    fr: "Toutes les semaines le mardi et le jeudi à 19:00, jusqu'au 30 juin 2027",
    pt: 'Todas as semanas à terça e quinta às 19:00, até 30 de junho de 2027',
  },
  {
    name: 'daily, 10 times',
    lines: ['RRULE:FREQ=DAILY;COUNT=10'],
    start: '2027-04-13 09:00:00',
    en: 'Every day at 09:00, 10 times',
    fr: 'Tous les jours à 09:00, 10 fois',
    pt: 'Todos os dias às 09:00, 10 vezes',
  },
  {
    name: 'every other day, at one in the morning',
    lines: ['RRULE:FREQ=DAILY;INTERVAL=2'],
    start: '2027-04-13 01:30:00',
    en: 'Every 2 days at 01:30',
    fr: 'Tous les 2 jours à 01:30',
    pt: 'De 2 em 2 dias à 01:30',
  },
  {
    name: 'weekly without BYDAY: the weekday of the first date',
    lines: ['RRULE:FREQ=WEEKLY'],
    start: '2027-04-13 19:00:00',
    en: 'Every Tuesday at 19:00',
    fr: 'Toutes les semaines le mardi à 19:00',
    pt: 'Todas as semanas à terça às 19:00',
  },
  {
    name: 'every other week, Friday and Saturday (Portuguese genders)',
    lines: ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR,SA'],
    start: '2027-04-16 22:00:00',
    en: 'Every 2 weeks on Friday and Saturday at 22:00',
    fr: 'Toutes les 2 semaines le vendredi et le samedi à 22:00',
    pt: 'De 2 em 2 semanas à sexta e ao sábado às 22:00',
  },
  {
    name: 'work days',
    lines: ['RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'],
    start: '2027-04-13 08:00:00',
    en: 'Every Monday, Tuesday, Wednesday, Thursday and Friday at 08:00',
    fr: 'Toutes les semaines le lundi, le mardi, le mercredi, le jeudi et le vendredi à 08:00',
    pt: 'Todas as semanas à segunda, terça, quarta, quinta e sexta às 08:00',
  },
  {
    name: 'monthly on the 31st',
    lines: ['RRULE:FREQ=MONTHLY'],
    start: '2027-01-31 19:00:00',
    en: 'Every month on the 31st at 19:00',
    fr: 'Tous les mois le 31 à 19:00',
    pt: 'Todos os meses no dia 31 às 19:00',
  },
  {
    name: 'the last Friday of the month',
    lines: ['RRULE:FREQ=MONTHLY;BYDAY=-1FR'],
    start: '2027-01-29 19:00:00',
    en: 'Every month on the last Friday at 19:00',
    fr: 'Tous les mois le dernier vendredi à 19:00',
    pt: 'Todos os meses na última sexta-feira às 19:00',
  },
  {
    name: 'every other month on the first and last Sunday',
    lines: ['RRULE:FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU'],
    start: '1997-09-07 09:00:00',
    en: 'Every 2 months on the first and last Sunday at 09:00, 10 times',
    fr: 'Tous les 2 mois le premier et le dernier dimanche à 09:00, 10 fois',
    pt: 'De 2 em 2 meses no primeiro e no último domingo às 09:00, 10 vezes',
  },
  {
    name: 'the second Tuesday and the second-to-last Friday',
    lines: ['RRULE:FREQ=MONTHLY;BYDAY=2TU,-2FR'],
    start: '2027-01-12 19:00:00',
    en: 'Every month on the second Tuesday and the second-to-last Friday at 19:00',
    fr: "Tous les mois le deuxième mardi et l'avant-dernier vendredi à 19:00",
    pt: 'Todos os meses na segunda terça-feira e na penúltima sexta-feira às 19:00',
  },
  {
    name: 'the first day and the third-to-last',
    lines: ['RRULE:FREQ=MONTHLY;BYMONTHDAY=-3,1'],
    start: '1997-09-28 09:00:00',
    en: 'Every month on the 1st and third-to-last day at 09:00',
    fr: 'Tous les mois le 1er et le troisième jour en partant de la fin à 09:00',
    pt: 'Todos os meses no dia 1 e no antepenúltimo dia às 09:00',
  },
  {
    name: 'Friday the 13th',
    lines: ['RRULE:FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13'],
    start: '2027-08-13 21:00:00',
    en: 'Every month on the 13th, when it is a Friday at 21:00',
    fr: "Tous les mois le 13, quand c'est un vendredi à 21:00",
    pt: 'Todos os meses no dia 13, quando calha a uma sexta-feira às 21:00',
  },
  {
    name: 'every Tuesday of every other month',
    lines: ['RRULE:FREQ=MONTHLY;INTERVAL=2;BYDAY=TU'],
    start: '1997-09-02 09:00:00',
    en: 'Every 2 months on Tuesdays at 09:00',
    fr: 'Tous les 2 mois, tous les mardis à 09:00',
    pt: 'De 2 em 2 meses às terças às 09:00',
  },
  {
    name: 'the last work day of the month',
    lines: ['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'],
    start: '2027-01-29 17:00:00',
    en: 'Every month on the last weekday at 17:00',
    fr: 'Tous les mois le dernier jour de semaine à 17:00',
    pt: 'Todos os meses no último dia útil às 17:00',
  },
  {
    name: 'the third of Tuesday, Wednesday and Thursday',
    lines: ['RRULE:FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3'],
    start: '1997-09-04 09:00:00',
    en: 'Every month on the third day that is a Tuesday, Wednesday or Thursday at 09:00, 3 times',
    fr: 'Tous les mois le troisième jour parmi les mardis, mercredis et jeudis à 09:00, 3 fois',
    pt: 'Todos os meses no terceiro dia entre terça, quarta e quinta às 09:00, 3 vezes',
  },
  {
    name: 'yearly, all-day, on the date of the first',
    lines: ['RRULE:FREQ=YEARLY'],
    start: '2027-12-25',
    allDay: true,
    en: 'Every year on 25 December',
    fr: 'Tous les ans le 25 décembre',
    pt: 'Todos os anos a 25 de dezembro',
  },
  {
    name: 'yearly in June and July',
    lines: ['RRULE:FREQ=YEARLY;BYMONTH=6,7'],
    start: '1997-06-10 09:00:00',
    en: 'Every year in June and July on the 10th at 09:00',
    fr: 'Tous les ans en juin et juillet le 10 à 09:00',
    pt: 'Todos os anos em junho e julho no dia 10 às 09:00',
  },
  {
    name: 'the 20th Monday of the year',
    lines: ['RRULE:FREQ=YEARLY;BYDAY=20MO'],
    start: '1997-05-19 09:00:00',
    en: 'Every year on the 20th Monday of the year at 09:00',
    fr: "Tous les ans le 20e lundi de l'année à 09:00",
    pt: 'Todos os anos na 20.ª segunda-feira do ano às 09:00',
  },
  {
    name: 'days of the year',
    lines: ['RRULE:FREQ=YEARLY;INTERVAL=3;BYYEARDAY=1,100,-1'],
    start: '1997-01-01 09:00:00',
    en: 'Every 3 years on the 1st, 100th and last day of the year at 09:00',
    fr: "Tous les 3 ans le 1er, le 100e et le dernier jour de l'année à 09:00",
    pt: 'De 3 em 3 anos no 1.º e 100.º dia do ano e no último dia do ano às 09:00',
  },
  {
    name: 'once',
    lines: ['RRULE:FREQ=WEEKLY;COUNT=1'],
    start: '2027-04-13 19:00:00',
    en: 'Every Tuesday at 19:00, once',
    fr: 'Toutes les semaines le mardi à 19:00, une fois',
    pt: 'Todas as semanas à terça às 19:00, uma vez',
  },
  {
    name: 'an UTC UNTIL that falls on the next day in Lisbon, dates added and excluded',
    lines: ['RRULE:FREQ=WEEKLY;UNTIL=20270630T230000Z', 'EXDATE:20270420T180000Z,20270427T190000', 'RDATE;TZID=America/New_York:20270501T080000'],
    start: '2027-04-13 19:00:00',
    en: 'Every Tuesday at 19:00, until 1 July 2027; also on 1 May 2027; except 20 April 2027 and 27 April 2027',
    fr: "Toutes les semaines le mardi à 19:00, jusqu'au 1er juillet 2027 ; aussi le 1er mai 2027 ; sauf le 20 avril 2027 et le 27 avril 2027",
    pt: 'Todas as semanas à terça às 19:00, até 1 de julho de 2027; também a 1 de maio de 2027; exceto a 20 de abril de 2027 e a 27 de abril de 2027',
  },
  {
    name: 'many excluded dates are counted',
    lines: ['RRULE:FREQ=DAILY', 'EXDATE;VALUE=DATE:20270101,20270102,20270103,20270104'],
    start: '2026-12-31',
    allDay: true,
    en: 'Every day; except 4 dates',
    fr: 'Tous les jours ; sauf 4 dates',
    pt: 'Todos os dias; exceto em 4 datas',
  },
  {
    name: 'added dates without a rule',
    lines: ['RDATE;VALUE=DATE:20270801,20270701'],
    start: '2027-06-01',
    allDay: true,
    en: 'Also on 1 July 2027 and 1 August 2027',
    fr: 'Aussi le 1er juillet 2027 et le 1er août 2027',
    pt: 'Também a 1 de julho de 2027 e a 1 de agosto de 2027',
  },
  { name: 'no recurrence', lines: [], start: '2027-06-01 10:00:00', en: '', fr: '', pt: '' },
];

describe('describeRecurrence', () => {
  const describeIn = (c: Case, language: string) => {
    const parsed = parseRecurrence(c.lines);
    if (!parsed.ok) throw parsed.error;
    return describeRecurrence(parsed.recurrence, { start: c.start, allDay: c.allDay ?? false, timezone: c.timezone ?? 'Europe/Lisbon' }, language);
  };
  it.each(cases)('en: $name', (c) => expect(describeIn(c, 'en')).toBe(c.en));
  it.each(cases)('fr: $name', (c) => expect(describeIn(c, 'fr')).toBe(c.fr));
  it.each(cases)('pt-PT: $name', (c) => expect(describeIn(c, 'pt-PT')).toBe(c.pt));

  it('reads language codes loosely: pt, pt-pt, FR; English for others', () => {
    const c = cases[0];
    expect([describeIn(c, 'pt'), describeIn(c, 'pt-pt'), describeIn(c, 'FR'), describeIn(c, 'de')]).toEqual([c.pt, c.pt, c.fr, c.en]);
  });
});
