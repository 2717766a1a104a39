import type { ChangeEvent, FocusEvent } from 'react';

/** What a form state offers (formik's shape, without depending on formik). */
export interface BindableForm<V> {
  values: V;
  errors: Partial<Record<keyof V, unknown>>;
  touched: Partial<Record<keyof V, unknown>>;
  submitCount: number;
  handleChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  handleBlur: (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/**
 * Binds `TextInput`/`Select` props to a form field: name, value, change and blur handlers, and the field's error
 * (translated by `translate`) once the field was touched or the form submitted. Spread it: `<TextInput {...field('email')} />`.
 */
/** What `fieldBinder` gives one field, to spread on a `TextInput` or a `Select`. */
export interface BoundField {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: (e: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  error: string | null;
}

export function fieldBinder<V>(form: BindableForm<V>, translate: (text: string) => string) {
  return <K extends keyof V & string>(name: K): BoundField => {
    const e = form.errors[name];
    const shown = typeof e === 'string' && e !== '' && (Boolean(form.touched[name]) || form.submitCount > 0);
    const raw = form.values[name];
    return {
      name,
      value: raw === undefined || raw === null ? '' : String(raw),
      onChange: form.handleChange,
      onBlur: form.handleBlur,
      error: shown ? translate(e as string) : null,
    };
  };
}
