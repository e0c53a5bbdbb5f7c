import { feedUrls } from '../shared/visitors/calendar-links';
import { isoDay, wallFormat } from '../shared/visitors/format';
import { countWord, visitorLanguage, word, type VisitorLanguage } from '../shared/visitors/words';
import type { WireEvent } from '../server/core/wire/types';
import { fetchChoices, fetchPeriod, fetchUpcoming, filterParams, type Filters, type Near } from './api';
import { ATTRIBUTES, attributeFilters, attributeSet } from './attributes';
import { fillDetails } from './details';
import { h, replace } from './dom';
import { FILTER_NAMES, filterBar, SELECTS, type FilterBar, type FilterName } from './filters';
import { eventDays, parseDay, shift, today, VIEWS, viewDays, type View } from './range';
import { RequestLanguage } from './request-language';
import { htmlText } from './rich-text';
import { STYLES } from './styles';
import { monthView } from './views/month';
import { daysView, listView } from './views/days';
import { submitView } from './submit/toggle';
import { SUBMIT_STYLES } from './submit/styles';
import type { ViewContext } from './views/item';

const LIST_PAGE = 10;
let instances = 0;

/** The API namespace this script was served from (`…/api/cal/events/v1/embed.js` → `…/api/cal/events/v1`). */
const SCRIPT_NAMESPACE = new URL('.', import.meta.url).href.replace(/\/$/, '');

/** `<event-calendar>`: the public calendar, in its own shadow root, reading the calendar's REST API. */
export class EventCalendarElement extends HTMLElement {
  static observedAttributes = ATTRIBUTES;
  private root = this.attachShadow({ mode: 'open' });
  private view: View = 'month';
  private date = today();
  private filters: Filters = {};
  private near: Near | null = null;
  private listPage = 1;
  private listEvents: WireEvent[] = [];
  private loading = 0;
  private requests = new RequestLanguage();
  private built = false;
  private parts!: { title: HTMLElement; status: HTMLElement; body: HTMLElement; feed: HTMLElement; dialog: HTMLDialogElement; sheet: HTMLElement; views: Map<View, HTMLElement>; filters: FilterBar };
  private uid = `ec${++instances}`;

  get language(): VisitorLanguage {
    const lang = this.getAttribute('lang') || this.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || navigator.language;
    return visitorLanguage(lang);
  }

  /** The `ml_language` of requests (request-language.ts). */
  get requestLanguage(): string | null {
    return this.requests.of(this.language);
  }

  get namespaceUrl(): string {
    return (this.getAttribute('api') || SCRIPT_NAMESPACE).replace(/\/+$/, '');
  }

  connectedCallback(): void {
    if (!this.built) this.build();
  }

  attributeChangedCallback(): void {
    // Attributes set after the first drawing (a page's script changing the filter) redraw it from them.
    if (this.built) this.build();
  }

  private readAttributes(): void {
    const view = this.getAttribute('view') as View;
    this.view = VIEWS.includes(view) ? view : 'month';
    this.date = parseDay(this.getAttribute('date')) ?? today();
    this.filters = attributeFilters(this);
    this.near = null;
  }

  private build(): void {
    this.built = true;
    this.readAttributes();
    const language = this.language;
    const sheet = STYLES + SUBMIT_STYLES;
    if ('adoptedStyleSheets' in this.root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
      const styles = new CSSStyleSheet();
      styles.replaceSync(sheet);
      this.root.adoptedStyleSheets = [styles];
    }
    const shownViews = attributeSet(this, 'views', VIEWS);
    const views = new Map<View, HTMLElement>();
    for (const view of VIEWS) {
      const button = h('button', { type: 'button', 'aria-pressed': String(view === this.view) }, word(language, `view.${view}`));
      button.addEventListener('click', () => this.go({ view }));
      button.hidden = !shownViews.has(view);
      views.set(view, button);
    }
    const nav = (key: 'nav.previous' | 'nav.today' | 'nav.next', step: number) => {
      const button = h('button', { type: 'button' }, word(language, key));
      button.addEventListener('click', () => this.go({ date: step ? shift(this.view, this.date, step) : today() }));
      return button;
    };
    const titleId = `${this.uid}-title`;
    const shown = attributeSet(this, 'filters', FILTER_NAMES) as Set<FilterName>;
    const filters = filterBar(language, shown, this.filters, {
      change: (param, value) => {
        if (value) this.filters[param] = value;
        else delete this.filters[param];
        this.go({});
      },
      near: () => this.toggleNear(),
      clear: () => {
        this.readAttributes();
        this.build();
      },
    });
    const dialog = h('dialog', { 'aria-labelledby': `${this.uid}-event` }) as HTMLDialogElement;
    const detailsSheet = h('div', { class: 'sheet' });
    dialog.append(detailsSheet);
    dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
    const title = h('h2', { class: 'title', id: titleId });
    this.parts = { title, status: h('p', { class: 'status', role: 'status' }), body: h('div', { class: 'body' }), feed: h('p', { class: 'feed' }), dialog, sheet: detailsSheet, views, filters };
    // `submit`: the "Submit an event" view (submit/toggle.ts), the calendar's parts hidden while it shows.
    const submit = this.hasAttribute('submit') ? submitView(language, this.namespaceUrl, () => [title, filters.element, this.parts.status, this.parts.body, this.parts.feed, calendarBar]) : null;
    const calendarBar = h('div', { class: 'group' }, h('div', { class: 'group', role: 'group', 'aria-label': word(language, 'view.choose') }, [...views.values()]), h('div', { class: 'group' }, nav('nav.previous', -1), nav('nav.today', 0), nav('nav.next', 1)));
    this.root.replaceChildren(
      ...(this.root.adoptedStyleSheets?.length ? [] : [h('style', {}, sheet)]),
      h(
        'section',
        { 'aria-labelledby': titleId, lang: language },
        h('div', { class: 'bar' }, title, calendarBar, submit?.open),
        filters.element,
        this.parts.status,
        this.parts.body,
        this.parts.feed,
        submit?.panel,
        dialog
      )
    );
    this.loadChoices(shown);
    void this.load();
  }

  private async loadChoices(shown: Set<FilterName>): Promise<void> {
    const language = this.language;
    const ask = (source: (typeof SELECTS)[number]['source'], code: string | null) => fetchChoices(this.namespaceUrl, source, code, language, htmlText);
    await Promise.all(
      SELECTS.filter((select) => shown.has(select.name)).map(async (select) => {
        const asked = this.requestLanguage;
        const choices = await ask(select.source, asked)
          .catch((error) => (this.requests.refused(error, asked) ? ask(select.source, null) : Promise.reject(error)))
          .catch(() => []);
        this.parts.filters.setChoices(select.param, choices);
      })
    );
  }

  private go(change: { view?: View; date?: Date }): void {
    if (change.view) this.view = change.view;
    if (change.date) this.date = change.date;
    for (const [view, button] of this.parts.views) button.setAttribute('aria-pressed', String(view === this.view));
    this.listPage = 1;
    this.listEvents = [];
    void this.load();
  }

  private toggleNear(): void {
    if (this.near) {
      this.near = null;
      this.parts.filters.setNear(false);
      return this.go({});
    }
    const denied = () => {
      this.parts.status.textContent = word(this.language, 'filter.nearDenied');
    };
    if (!navigator.geolocation) return denied();
    navigator.geolocation.getCurrentPosition(
      (position) => {
        this.near = { lat: position.coords.latitude, lng: position.coords.longitude, radius: this.getAttribute('near-radius') || undefined };
        this.parts.filters.setNear(true);
        this.go({});
      },
      denied,
      { maximumAge: 600_000, timeout: 15_000 }
    );
  }

  private context(): ViewContext {
    return {
      language: this.language,
      open: (event, from) => this.openDetails(event, from),
      showDay: (day) => this.go({ view: 'day', date: day }),
    };
  }

  private heading(days: Date[]): string {
    const language = this.language;
    if (this.view === 'month') return wallFormat(language, { month: 'long', year: 'numeric' }).format(this.date);
    if (this.view === 'week') return wallFormat(language, { day: 'numeric', month: 'long', year: 'numeric' }).formatRange(days[0], days[6]);
    const day = wallFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(this.date);
    return this.view === 'list' ? `${word(language, 'page.upcoming')} · ${day}` : day;
  }

  private async load(): Promise<void> {
    const ticket = ++this.loading;
    const language = this.language;
    const asked = this.requestLanguage;
    const params = filterParams(this.filters, this.near, asked);
    const days = viewDays(this.view, this.date, language);
    const { title, status, body, feed } = this.parts;
    title.textContent = this.heading(days);
    status.textContent = word(language, 'state.loading');
    // What is shown belongs to the previous request until this one answers.
    body.setAttribute('aria-busy', 'true');
    const feeds = feedUrls(this.namespaceUrl, params);
    replace(feed, h('a', { href: feeds.webcal }, word(language, 'subscribe.webcal')), ' · ', h('a', { href: feeds.https }, word(language, 'subscribe.https')));
    try {
      const view = this.context();
      if (this.view === 'list') {
        const page = await fetchUpcoming(this.namespaceUrl, params, this.date, this.listPage, LIST_PAGE);
        if (ticket !== this.loading) return;
        this.listEvents = [...this.listEvents, ...page.events];
        const more = page.total_pages > this.listPage ? h('button', { type: 'button', class: 'more' }, word(language, 'nav.more')) : null;
        more?.addEventListener('click', () => {
          this.listPage += 1;
          void this.load();
        });
        replace(body, listView(this.listEvents, view), more);
        status.textContent = countWord(language, page.total);
        return;
      }
      const events = await fetchPeriod(this.namespaceUrl, params, days[0], days[days.length - 1]);
      if (ticket !== this.loading) return;
      const todayKey = isoDay(today());
      replace(body, this.view === 'month' ? monthView(days, this.date.getUTCMonth(), events, todayKey, view) : daysView(days, events, todayKey, view));
      // Those fetched a day beyond the period on its own clock are left out (fetchPeriod).
      const inView = new Set(days.map(isoDay));
      status.textContent = countWord(language, events.filter((e) => eventDays(e).some((day) => inView.has(day))).length);
    } catch (error) {
      // Asked again without the language (its feed links too), once: the next request has none to refuse.
      if (ticket === this.loading && this.requests.refused(error, asked)) return void this.load();
      if (ticket === this.loading) status.textContent = word(language, 'state.error');
    } finally {
      if (ticket === this.loading) body.removeAttribute('aria-busy');
    }
  }

  private openDetails(event: WireEvent, from: HTMLElement): void {
    const { dialog, sheet } = this.parts;
    fillDetails(sheet, `${this.uid}-event`, this.language, this.requestLanguage, event, this.namespaceUrl, () => dialog.close());
    dialog.addEventListener('close', () => from.isConnected && from.focus(), { once: true });
    dialog.showModal();
    (sheet.querySelector('.close') as HTMLElement | null)?.focus();
  }
}
