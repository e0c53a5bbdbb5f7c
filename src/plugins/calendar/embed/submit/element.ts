import { submitWord, type SubmitWord } from '../../shared/visitors/submit-words';
import { visitorLanguage, type VisitorLanguage } from '../../shared/visitors/words';
import { h, replace } from '../dom';
import { RequestLanguage } from '../request-language';
import { htmlText } from '../rich-text';
import { STYLES } from '../styles';
import { ApiError, editSubmission, fetchOptions, getChallenge, getSubmission, postSubmission, type SubmissionView } from './api';
import { submissionForm, type SubmissionForm } from './form';
import { solveChallenge } from './solve';
import { SUBMIT_STYLES } from './styles';

/** The API namespace this script was served from (`…/api/cal/events/v1/embed.js` → `…/api/cal/events/v1`). */
const SCRIPT_NAMESPACE = new URL('.', import.meta.url).href.replace(/\/$/, '');

/**
 * `<event-submit>`: a visitor proposes an event (README "Visitors submit events"), or, with `reference`
 * (the page of the e-mailed private link, whose `key` is read from the page's address), follows and
 * changes their submission. The proof of work is solved here, once the visitor starts filling the form.
 */
export class EventSubmitElement extends HTMLElement {
  private root = this.attachShadow({ mode: 'open' });
  private requests = new RequestLanguage();
  private solution: Promise<string | null> | null = null;

  get language(): VisitorLanguage {
    return visitorLanguage(this.getAttribute('lang') || this.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang || navigator.language);
  }

  get namespaceUrl(): string {
    return (this.getAttribute('api') || SCRIPT_NAMESPACE).replace(/\/+$/, '');
  }

  private w(key: SubmitWord, values: Record<string, string | number> = {}) {
    return submitWord(this.language, key, values);
  }

  connectedCallback(): void {
    const styles = h('style', {}, STYLES + SUBMIT_STYLES);
    const status = h('p', { class: 'status', role: 'status' });
    const body = h('div', { class: 'body' });
    // `heading-level="1"`: the element is the page's main content (the pages of features/pages/submit-pages.ts).
    const heading = h(this.getAttribute('heading-level') === '1' ? 'h1' : 'h2', { class: 'title', tabindex: '-1' });
    this.root.replaceChildren(styles, h('section', { lang: this.language, class: 'submit' }, heading, status, body));
    const reference = this.getAttribute('reference');
    if (reference) void this.showSubmission(reference, heading, status, body);
    else void this.showForm(heading, status, body);
  }

  private async loadChoices(form: SubmissionForm): Promise<void> {
    const language = this.requests.of(this.language);
    const [venues, organizers, categories, tags] = await Promise.all(
      (['venues', 'organizers', 'categories', 'tags'] as const).map((kind) => fetchOptions(this.namespaceUrl, kind, language, htmlText).catch(() => []))
    );
    form.setChoices({ venues, organizers, categories, tags });
  }

  /** Starts the proof of work (once); a new one after the calendar refused the last. */
  private solve(status: HTMLElement, fresh = false): Promise<string | null> {
    if (!this.solution || fresh) {
      status.textContent = this.w('submit.solving');
      this.solution = getChallenge(this.namespaceUrl)
        .then((challenge) => solveChallenge(challenge))
        .then((answer) => {
          status.textContent = answer ? this.w('submit.solved') : '';
          return answer;
        });
    }
    return this.solution;
  }

  private async showForm(heading: HTMLElement, status: HTMLElement, body: HTMLElement): Promise<void> {
    heading.textContent = this.w('submit.title');
    const form = submissionForm(this.language, 'create');
    replace(body, h('p', { class: 'help' }, this.w('submit.intro')), form.element);
    void this.loadChoices(form);
    form.element.addEventListener('focusin', () => void this.solve(status).catch(() => null), { once: true });
    form.element.addEventListener('submit', async (event) => {
      event.preventDefault();
      form.clearErrors();
      if (form.check().length) return;
      form.button.disabled = true;
      form.button.textContent = this.w('submit.sending');
      try {
        const send = async (fresh: boolean) => postSubmission(this.namespaceUrl, { ...form.body(), altcha: await this.solve(status, fresh), ml_language: this.requests.of(this.language) ?? undefined });
        // A challenge expired or spent by an earlier refusal: solved again, sent again, once.
        const sent = await send(false).catch((error) => (error instanceof ApiError && 'altcha' in error.params ? send(true) : Promise.reject(error)));
        status.textContent = '';
        // Focus on the thanks themselves: a screen reader reads the reference, not the form's title again.
        const thanks = h('p', { class: 'thanks', tabindex: '-1' }, this.w('submit.thanks', { reference: sent.reference }));
        replace(body, thanks, h('p', {}, this.w('submit.thanks.more')));
        thanks.focus();
      } catch (error) {
        this.solution = null;
        form.showErrors(...this.refusal(error));
      } finally {
        form.button.disabled = false;
        form.button.textContent = this.w('submit.send');
      }
    });
    // Closed: said at once rather than after the visitor filled the form.
    await getChallenge(this.namespaceUrl).catch((error) => {
      if (error instanceof ApiError && error.code === 'cal_submissions_closed') replace(body, h('p', {}, this.w('submit.closed')));
    });
  }

  /** What to show for a refusal: the fields the API named, or one message. */
  private refusal(error: unknown): [Record<string, string>, string] {
    if (!(error instanceof ApiError)) return [{}, this.w('submit.error')];
    if (error.code === 'event-end-before-start') return [{ end_date: `!${this.w('submit.endBeforeStart')}` }, ''];
    if (error.status === 429) return [{}, this.w('submit.tooMany', { minutes: Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60)) })];
    if (error.code === 'cal_submission_refused') return [{}, this.w('submit.refused')];
    if (error.code === 'cal_submissions_closed') return [{}, this.w('submit.closed')];
    if ('altcha' in error.params) return [{}, this.w('submit.retry')];
    return [error.params, this.w('submit.error')];
  }

  private async showSubmission(reference: string, heading: HTMLElement, status: HTMLElement, body: HTMLElement): Promise<void> {
    heading.textContent = this.w('submission.title');
    const key = this.getAttribute('key') || new URLSearchParams(location.search).get('key') || '';
    let view: SubmissionView;
    try {
      view = await getSubmission(this.namespaceUrl, reference, key);
    } catch {
      replace(body, h('p', {}, this.w('submission.notFound')));
      return;
    }
    const form = submissionForm(this.language, 'edit');
    const state = h('dl', { class: 'state' });
    const draw = (shown: SubmissionView) => {
      const expires = new Intl.DateTimeFormat(this.language, { dateStyle: 'long' }).format(new Date(shown.link_expires));
      const published = shown.status === 'approved' && shown.event?.url;
      replace(
        state,
        h('dt', {}, this.w('submission.status')),
        h('dd', {}, this.w(shown.status === 'approved' ? 'submission.approved' : 'submission.pending'), published ? [' — ', h('a', { href: shown.event!.url }, this.w('submission.view'))] : null),
        h('dt', {}, this.w('submission.reference')),
        h('dd', {}, shown.reference),
        h('dd', { class: 'help' }, this.w('submission.expires', { date: expires }))
      );
      if (shown.event) form.fill(shown.event);
    };
    draw(view);
    replace(body, state, h('h3', { class: 'sub' }, this.w('submission.edit')), h('p', { class: 'help' }, this.w('submission.edit.help')), form.element);
    void this.loadChoices(form);
    form.element.addEventListener('submit', async (event) => {
      event.preventDefault();
      form.clearErrors();
      if (form.check().length) return;
      form.button.disabled = true;
      try {
        draw(await editSubmission(this.namespaceUrl, reference, key, form.body()));
        status.textContent = this.w('submission.saved');
      } catch (error) {
        form.showErrors(...this.refusal(error));
      } finally {
        form.button.disabled = false;
      }
    });
  }
}
