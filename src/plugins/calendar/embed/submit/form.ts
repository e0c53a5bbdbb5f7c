import { submitWord, type SubmitWord } from '../../shared/visitors/submit-words';
import type { VisitorLanguage } from '../../shared/visitors/words';
import type { WireEvent } from '../../server/core/wire/types';
import { h, replace } from '../dom';
import { htmlText } from '../rich-text';
import type { Option } from './api';
import { field, filled, input, select, textarea, type Field } from './fields';
import { API_FIELDS, toBody, type FormValues } from './form-body';

export interface Choices {
  venues: Option[];
  organizers: Option[];
  categories: Option[];
  tags: Option[];
}

export interface SubmissionForm {
  element: HTMLFormElement;
  /** Sets the fields from a submitted event (the private link's edit). */
  fill(event: WireEvent): void;
  /** The fields the form requires but lacks (their messages shown), or none. */
  check(): Field[];
  body(): Record<string, unknown>;
  /** Shows the API's refusal on the fields it names (and in the summary above them); focuses the summary. */
  showErrors(params: Record<string, string>, fallback: string): void;
  clearErrors(): void;
  setChoices(choices: Choices): void;
  button: HTMLButtonElement;
}

/** The form of a submission (`edit`: the private link's, without the submitter and the series). */
export function submissionForm(language: VisitorLanguage, mode: 'create' | 'edit'): SubmissionForm {
  const w = (key: SubmitWord) => submitWord(language, key);
  const zones = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  const f = {
    title: field(language, 'title', 'submit.name', input('text', { maxlength: '200', autocomplete: 'off' }), { required: true }),
    description: field(language, 'description', 'submit.description', textarea({ maxlength: '10000' })),
    startDate: field(language, 'startDate', 'submit.start', input('date'), { required: true }),
    startTime: field(language, 'startTime', 'submit.startTime', input('time')),
    endDate: field(language, 'endDate', 'submit.end', input('date'), { required: true }),
    endTime: field(language, 'endTime', 'submit.endTime', input('time')),
    allDay: field(language, 'allDay', 'submit.allDay', input('checkbox')),
    zone: field(language, 'zone', 'submit.zone', select([['', w('submit.zoneDefault')], ...zones.map((z): [string, string] => [z, z.replace(/_/g, ' ')])])),
    repeat: field(language, 'repeat', 'submit.repeat', select([['', w('submit.repeat.none')], ['WEEKLY', w('submit.repeat.weekly')], ['MONTHLY', w('submit.repeat.monthly')]])),
    until: field(language, 'until', 'submit.until', input('date')),
    attendance: field(language, 'attendance', 'submit.attendance', select([['offline', w('submit.attendance.offline')], ['online', w('submit.attendance.online')], ['mixed', w('submit.attendance.mixed')]])),
    venue: field(language, 'venue', 'submit.venue', select([['', w('submit.venue.none')], ['new', w('submit.venue.new')]])),
    venueName: field(language, 'venueName', 'submit.venueName', input('text', { maxlength: '200' }), { required: true }),
    address: field(language, 'address', 'submit.address', input('text', { maxlength: '200', autocomplete: 'street-address' })),
    city: field(language, 'city', 'submit.city', input('text', { maxlength: '100' })),
    onlineUrl: field(language, 'onlineUrl', 'submit.onlineUrl', input('url', { maxlength: '255' })),
    organizer: field(language, 'organizer', 'submit.organizer', select([['', w('submit.organizer.none')], ['new', w('submit.organizer.new')]])),
    organizerName: field(language, 'organizerName', 'submit.organizerName', input('text', { maxlength: '200' }), { required: true }),
    organizerEmail: field(language, 'organizerEmail', 'submit.organizerEmail', input('email', { maxlength: '254' })),
    organizerPhone: field(language, 'organizerPhone', 'submit.organizerPhone', input('tel', { maxlength: '50' })),
    cost: field(language, 'cost', 'submit.cost', input('text', { maxlength: '100' })),
    website: field(language, 'website', 'submit.website', input('url', { maxlength: '255' })),
    image: field(language, 'image', 'submit.image', input('url', { maxlength: '2000' })),
    yourName: field(language, 'yourName', 'submit.yourName', input('text', { maxlength: '100', autocomplete: 'name' }), { required: true }),
    yourEmail: field(language, 'yourEmail', 'submit.yourEmail', input('email', { maxlength: '254', autocomplete: 'email' }), { required: true }),
    consent: field(language, 'consent', 'submit.consent', input('checkbox'), { required: true }),
  };
  const fields: Field[] = Object.values(f);
  const checks = { categories: h('div', { class: 'checks' }), tags: h('div', { class: 'checks' }) };
  const groups = {
    categories: h('fieldset', { class: 'group-field', hidden: true }, h('legend', {}, w('submit.categories')), checks.categories),
    tags: h('fieldset', { class: 'group-field', hidden: true }, h('legend', {}, w('submit.tags')), checks.tags),
  };
  // The honeypot: out of sight and out of the tab order; people leave it empty, bots fill it.
  const honeypot = input('text', { name: 'nickname', tabindex: '-1', autocomplete: 'off' });
  const summary = h('div', { class: 'summary', role: 'alert', tabindex: '-1', hidden: true });
  const button = h('button', { type: 'submit', class: 'send' }, w(mode === 'create' ? 'submit.send' : 'submission.save')) as HTMLButtonElement;
  const set = (...names: (keyof typeof f)[]) => names.map((name) => f[name].wrapper);
  const row = (...names: (keyof typeof f)[]) => h('div', { class: 'row' }, set(...names));
  const element = h(
    'form',
    { class: 'submit-form', novalidate: true },
    summary,
    h('fieldset', {}, h('legend', {}, w('submit.event')), set('title', 'description'), row('startDate', 'startTime'), row('endDate', 'endTime'), set('allDay', 'zone'), mode === 'create' ? row('repeat', 'until') : null),
    h('fieldset', {}, h('legend', {}, w('submit.where')), set('attendance', 'venue', 'venueName', 'address', 'city', 'onlineUrl')),
    h('fieldset', {}, h('legend', {}, w('submit.who')), set('organizer', 'organizerName', 'organizerEmail', 'organizerPhone')),
    h('fieldset', {}, h('legend', {}, w('submit.more')), groups.categories, groups.tags, set('cost', 'website', 'image')),
    mode === 'create' ? h('fieldset', {}, h('legend', {}, w('submit.you')), h('p', { class: 'help' }, w('submit.you.help')), set('yourName', 'yourEmail', 'consent')) : null,
    h('div', { class: 'hp', 'aria-hidden': 'true' }, h('label', {}, w('submit.honeypot'), honeypot)),
    button
  ) as HTMLFormElement;

  const control = <T extends Field['control']>(name: keyof typeof f) => f[name].control as T;
  /** Shows only the fields that apply: times unless all day, the new venue's and organizer's fields, the online link. */
  const sync = () => {
    const allDay = control<HTMLInputElement>('allDay').checked;
    for (const name of ['startTime', 'endTime'] as const) f[name].wrapper.hidden = allDay;
    const attendance = control<HTMLSelectElement>('attendance').value;
    f.venue.wrapper.hidden = attendance === 'online';
    const newVenue = !f.venue.wrapper.hidden && control<HTMLSelectElement>('venue').value === 'new';
    for (const name of ['venueName', 'address', 'city'] as const) f[name].wrapper.hidden = !newVenue;
    f.onlineUrl.wrapper.hidden = attendance === 'offline';
    const newOrganizer = control<HTMLSelectElement>('organizer').value === 'new';
    for (const name of ['organizerName', 'organizerEmail', 'organizerPhone'] as const) f[name].wrapper.hidden = !newOrganizer;
    f.until.wrapper.hidden = !control<HTMLSelectElement>('repeat').value;
  };
  element.addEventListener('change', sync);
  // A field the visitor corrects loses its message at once (the summary stays until the next send).
  for (const x of fields) x.control.addEventListener('input', () => x.setError(null));
  // The end day follows the start day until the visitor sets it (typing a date fires a change per digit of its
  // year: following only an empty end day kept the first one, year 0002).
  let endTouched = false;
  control('endDate').addEventListener('input', () => (endTouched = true));
  control('startDate').addEventListener('input', () => {
    if (!endTouched) control<HTMLInputElement>('endDate').value = control('startDate').value;
  });
  sync();

  const checked = (box: HTMLElement) => [...box.querySelectorAll('input:checked')].map((i) => Number((i as HTMLInputElement).value));
  const values = (): FormValues => {
    const value = (name: keyof typeof f) => f[name].control.value;
    return {
      ...(Object.fromEntries(Object.keys(f).map((name) => [name, value(name as keyof typeof f)])) as unknown as FormValues),
      allDay: control<HTMLInputElement>('allDay').checked,
      consent: control<HTMLInputElement>('consent').checked,
      repeat: value('repeat') as FormValues['repeat'],
      attendance: value('attendance') as FormValues['attendance'],
      categories: checked(checks.categories),
      tags: checked(checks.tags),
      nickname: honeypot.value,
    };
  };
  const showSummary = (items: [Field | null, string][]) => {
    replace(summary, h('p', {}, w('submit.errors')), h('ul', {}, items.map(([target, message]) => h('li', {}, target ? h('a', { href: `#${target.control.id}`, onclick: (e: Event) => (e.preventDefault(), target.control.focus()) }, message) : message))));
    summary.hidden = false;
    summary.focus();
  };
  /** What the submitted event links (the private link's edit), chosen once the choices arrive, in whichever order. */
  const linked = { venue: '', organizer: '', categories: new Set<string>(), tags: new Set<string>() };
  const setOptions = (name: 'venue' | 'organizer', options: Option[]) => {
    const list = control<HTMLSelectElement>(name);
    const [chosen, none, fresh] = [list.value || linked[name], list.options[0], list.options[list.options.length - 1]];
    // A linked record the public lists do not show (the venue it proposed, still in review) is offered too.
    const own = linked[name] && !options.some((o) => String(o.id) === linked[name]) ? [h('option', { value: linked[name] }, linkedLabels[name] || linked[name])] : [];
    list.replaceChildren(none, ...own, ...options.map((o) => h('option', { value: String(o.id) }, o.label)), fresh);
    list.value = chosen;
    sync();
  };
  const linkedLabels = { venue: '', organizer: '' };
  const setChecks = (name: 'categories' | 'tags', options: Option[]) => {
    replace(checks[name], options.map((o) => h('label', { class: 'check' }, h('input', { type: 'checkbox', value: String(o.id), checked: linked[name].has(String(o.id)) }), ` ${o.label}`)));
    groups[name].hidden = options.length === 0;
  };

  return {
    element,
    button,
    setChoices(choices) {
      setOptions('venue', choices.venues);
      setOptions('organizer', choices.organizers);
      setChecks('categories', choices.categories);
      setChecks('tags', choices.tags);
    },
    fill(event) {
      const [startDay, startClock] = event.start_date.split(' ');
      const [endDay, endClock] = event.end_date.split(' ');
      const set = (name: keyof typeof f, value: string) => (f[name].control.value = value);
      set('title', htmlText(event.title));
      set('description', htmlText(event.description));
      set('startDate', startDay);
      set('startTime', startClock.slice(0, 5));
      set('endDate', endDay);
      set('endTime', endClock.slice(0, 5));
      control<HTMLInputElement>('allDay').checked = event.all_day === true;
      set('cost', event.cost ?? '');
      // The original's `website` of an event without one is its own page: not a website the visitor gave.
      set('website', event.website && event.website !== event.url ? event.website : '');
      const venue = Array.isArray(event.venue) ? null : (event.venue as { id?: number; venue?: string } | null);
      const organizer = (event.organizer as { id?: number; organizer?: string }[] | undefined)?.[0];
      linked.venue = venue?.id ? String(venue.id) : '';
      linkedLabels.venue = htmlText(venue?.venue ?? '');
      linked.organizer = organizer?.id ? String(organizer.id) : '';
      linkedLabels.organizer = htmlText(organizer?.organizer ?? '');
      linked.categories = new Set((event.categories ?? []).map((c) => String(c.id)));
      linked.tags = new Set((event.tags ?? []).map((c) => String(c.id)));
      for (const name of ['venue', 'organizer'] as const) {
        const list = control<HTMLSelectElement>(name);
        if (linked[name] && ![...list.options].some((o) => o.value === linked[name])) list.insertBefore(h('option', { value: linked[name] }, linkedLabels[name] || linked[name]), list.options[1] ?? null);
        list.value = linked[name];
      }
      for (const name of ['categories', 'tags'] as const) for (const box of checks[name].querySelectorAll('input')) (box as HTMLInputElement).checked = linked[name].has((box as HTMLInputElement).value);
      const extra = event as unknown as { attendance_mode?: string; online_url?: string };
      if (extra.attendance_mode) set('attendance', extra.attendance_mode);
      set('onlineUrl', extra.online_url ?? '');
      sync();
    },
    check() {
      const missing = fields.filter((x) => x.required && !x.wrapper.hidden && element.contains(x.wrapper) && !filled(x.control));
      for (const x of fields) x.setError(null);
      const message = (x: Field) => submitWord(language, x === f.consent ? 'submit.tick' : 'submit.required', { field: x.label });
      for (const x of missing) x.setError(message(x));
      // The consent's label is a whole sentence: the summary says what is missing in its own words.
      if (missing.length) showSummary(missing.map((x) => [x, x === f.consent ? submitWord(language, 'submit.consentMissing') : message(x)]));
      return missing;
    },
    body: () => toBody(values(), { submitter: mode === 'create' }),
    showErrors(params, fallback) {
      for (const x of fields) x.setError(null);
      const items: [Field | null, string][] = Object.entries(params).map(([name, message]) => {
        // The API's messages are English: each field named gets the form's own words instead.
        const target = f[API_FIELDS[name] as keyof typeof f] ?? null;
        const text = message.startsWith('!') ? message.slice(1) : submitWord(language, 'submit.invalid', { field: target ? target.label : name });
        target?.setError(text);
        return [target, text];
      });
      showSummary(items.length ? items : [[null, fallback]]);
    },
    clearErrors() {
      for (const x of fields) x.setError(null);
      summary.hidden = true;
    },
  };
}
