import { submitWord, type SubmitWord } from '../../shared/visitors/submit-words';
import type { VisitorLanguage } from '../../shared/visitors/words';
import { h } from '../dom';

/**
 * One labelled field of the submission form: its control, its label (with * when required) and the
 * message shown under it when the API or the form refuses it, tied to the control by aria-describedby.
 */
export interface Field {
  name: string;
  label: string;
  wrapper: HTMLElement;
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  required: boolean;
  setError(message: string | null): void;
}

let count = 0;

export function field(
  language: VisitorLanguage,
  name: string,
  labelKey: SubmitWord,
  control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement,
  { required = false, help }: { required?: boolean; help?: string } = {}
): Field {
  const id = `es${++count}-${name}`;
  const label = submitWord(language, labelKey);
  control.id = id;
  control.setAttribute('name', name);
  if (required) control.setAttribute('aria-required', 'true');
  const error = h('p', { class: 'error', id: `${id}-error`, hidden: true });
  const helpText = help ? h('p', { class: 'help', id: `${id}-help` }, help) : null;
  const describe = (withError: boolean) => [helpText ? helpText.id : '', withError ? error.id : ''].filter(Boolean).join(' ');
  if (helpText) control.setAttribute('aria-describedby', describe(false));
  const checkbox = control instanceof HTMLInputElement && control.type === 'checkbox';
  const text = h('span', {}, label, required ? h('span', { 'aria-hidden': 'true' }, ' *') : null);
  const labelled = checkbox ? h('label', { for: id, class: 'check' }, control, text) : h('label', { for: id }, text);
  const wrapper = h('div', { class: 'field' }, labelled, checkbox ? null : control, helpText, error);
  return {
    name,
    label,
    wrapper,
    control,
    required,
    setError(message) {
      error.hidden = message === null;
      error.textContent = message ?? '';
      if (message === null) control.removeAttribute('aria-invalid');
      else control.setAttribute('aria-invalid', 'true');
      const described = describe(message !== null);
      if (described) control.setAttribute('aria-describedby', described);
      else control.removeAttribute('aria-describedby');
    },
  };
}

export const input = (type: string, attributes: Record<string, string | boolean> = {}) => h('input', { type, ...attributes }) as HTMLInputElement;
export const textarea = (attributes: Record<string, string> = {}) => h('textarea', { rows: '5', ...attributes }) as HTMLTextAreaElement;
export function select(options: [string, string][], attributes: Record<string, string> = {}): HTMLSelectElement {
  return h('select', attributes, ...options.map(([value, label]) => h('option', { value }, label))) as HTMLSelectElement;
}

/** Whether a control holds a value (a checkbox: checked). */
export const filled = (control: Field['control']) => (control instanceof HTMLInputElement && control.type === 'checkbox' ? control.checked : control.value.trim() !== '');
