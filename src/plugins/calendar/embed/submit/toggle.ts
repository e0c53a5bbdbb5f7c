import { submitWord } from '../../shared/visitors/submit-words';
import type { VisitorLanguage } from '../../shared/visitors/words';
import { h } from '../dom';

/**
 * The calendar's "Submit an event" view (`<event-calendar submit>`): a button in its bar that puts the
 * form (`<event-submit>`, made on first use) in place of the calendar, and a button back. Focus follows.
 */
export function submitView(language: VisitorLanguage, namespaceUrl: string, calendarParts: () => HTMLElement[]) {
  const panel = h('div', { class: 'submit-view', hidden: true });
  const open = h('button', { type: 'button', class: 'open-submit' }, submitWord(language, 'submit.open')) as HTMLButtonElement;
  const back = h('button', { type: 'button', class: 'back' }, submitWord(language, 'submit.back')) as HTMLButtonElement;
  const show = (form: boolean) => {
    panel.hidden = !form;
    for (const part of calendarParts()) part.hidden = form;
    open.setAttribute('aria-expanded', String(form));
  };
  open.setAttribute('aria-expanded', 'false');
  open.addEventListener('click', () => {
    // Pressed again while the form shows: back to the calendar, as its own button does.
    if (!panel.hidden) return back.click();
    if (!panel.childElementCount) panel.append(back, h('event-submit', { api: namespaceUrl, lang: language }));
    show(true);
    back.focus();
  });
  back.addEventListener('click', () => {
    show(false);
    open.focus();
  });
  return { open, panel };
}
