import type { MessageDescriptor } from 'react-intl';

/**
 * What the Content Manager hands a custom field input (Strapi 5): the field's props and its form
 * state (`useField`), flattened.
 */
export interface CustomFieldProps<T> {
  name: string;
  label: string | MessageDescriptor;
  hint?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  value: T | null | undefined;
  onChange: (eventOrPath: string | React.ChangeEvent, value?: unknown) => void;
  attribute: { options?: Record<string, unknown>; enum?: string[]; default?: unknown };
  labelAction?: React.ReactNode;
}

/** The label as text: the Content Manager passes the configured label (a string) or a message. */
export function labelText(label: CustomFieldProps<unknown>['label'], format: (d: MessageDescriptor) => string): string {
  return typeof label === 'string' ? label : format(label);
}
