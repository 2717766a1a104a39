import { useEffect, useRef } from 'react';
import type { FormikErrors, FormikProps, FormikValues } from 'formik';
import { validate } from '@khela/domain';
import { useMessage } from '@khela/i18n';
import { fieldBinder, type BindableForm } from '@khela/ui';

type Schema<T> = { validateSync(value: unknown, options?: object): T };

/**
 * A formik `validate` function from a schema of `@khela/domain` (one set of rules and messages for the
 * apps and the server). `prepare` maps the form's values to the schema's, `rename` maps error paths back.
 */
export function schemaValidator<V extends FormikValues, T>(
  schema: Schema<T>,
  prepare: (values: V) => unknown = (v) => v,
  rename: Record<string, keyof V & string> = {},
) {
  return (values: V): FormikErrors<V> => {
    const r = validate(schema, prepare(values));
    if (r.ok) return {};
    const out: Record<string, string> = {};
    for (const [path, messages] of Object.entries(r.errors)) {
      const key = rename[path] ?? path;
      if (!(key in out) && messages[0]) out[key] = messages[0];
    }
    return out as FormikErrors<V>;
  };
}

/** Server per-field errors (`errors: {field: [text]}`) into formik errors, first text per field. */
export function serverFieldErrors(errors: Record<string, string[]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (v[0]) out[k] = v[0];
  return out;
}

/** Props binding a `TextInput` to a field: `<TextInput {...field('email')} />` (see `fieldBinder` in @khela/ui). */
export function useFieldProps<V extends FormikValues>(f: FormikProps<V>) {
  return fieldBinder<V>(f as unknown as BindableForm<V>, useMessage());
}

/** Translated error of a field, once it was touched or the form was submitted. */
export function useFieldError<V extends FormikValues>(f: FormikProps<V>) {
  const field = useFieldProps(f);
  return (name: keyof V & string): string | null => field(name).error;
}

/** After a submit that ends with errors, focus (and scroll to) the first invalid field in page order. */
export function useFocusFirstError<V extends FormikValues>(f: FormikProps<V>) {
  const handled = useRef(0);
  const { submitCount, isSubmitting, errors } = f;
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    const names = new Set(Object.keys(errors));
    if (names.size === 0) return;
    const first = Array.from(document.querySelectorAll<HTMLElement>('form [name]')).find((el) =>
      names.has(el.getAttribute('name') ?? ''),
    );
    first?.focus({ preventScroll: true });
    first?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [submitCount, isSubmitting, errors]);
}
