import { useId, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { useBoConfigCreateMutation, useBoConfigUpdateMutation, type ConfigKey, type ConfigResource } from '@khela/api/backoffice';
import { MESSAGES, tryParseMoney } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { ActionDialog } from './dialogs';
import { useServerError } from './errors';
import { CheckLabel, Field, FormGrid, Input, Select, Switch, Textarea } from './kit';

/** One editable field of a configuration row, as the form shows it and the API takes it. */
export type FieldDef =
  | { name: string; label: string; kind: 'text' | 'textarea' | 'date'; required?: boolean; hint?: ReactNode; span?: boolean; immutable?: boolean; nullable?: boolean; maxLength?: number; pattern?: RegExp; upper?: boolean }
  /** A write-only secret: never shown, sent only when typed (blank keeps the stored one). */
  | { name: string; label: string; kind: 'secret'; required?: boolean; hint?: ReactNode; span?: boolean; immutable?: never; maxLength?: number; minLength?: number }
  /** A decimal with up to `scale` places (e.g. a percentage); blank is null when `nullable`. */
  | { name: string; label: string; kind: 'decimal'; required?: boolean; hint?: ReactNode; span?: boolean; immutable?: boolean; scale: number; min: number; max: number; nullable?: boolean }
  | { name: string; label: string; kind: 'money'; required?: boolean; hint?: ReactNode; span?: boolean; immutable?: boolean }
  | { name: string; label: string; kind: 'int'; required?: boolean; hint?: ReactNode; span?: boolean; immutable?: boolean; min?: number; max?: number; nullable?: boolean }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[]; numeric?: boolean; required?: boolean; hint?: ReactNode; span?: boolean; immutable?: boolean }
  | { name: string; label: string; kind: 'bool'; hint?: ReactNode; span?: boolean; immutable?: boolean; required?: never }
  | { name: string; label: string; kind: 'flags'; options: { value: number; label: string }[]; hint?: ReactNode; span?: boolean; immutable?: never; required?: never };

type Values = Record<string, string | boolean | number[]>;

function toForm(def: FieldDef, v: unknown): string | boolean | number[] {
  if (def.kind === 'bool') return Boolean(v);
  if (def.kind === 'flags') return Array.isArray(v) ? (v as number[]) : [];
  return v === null || v === undefined ? '' : String(v);
}

function toWire(def: FieldDef, v: string | boolean | number[]): unknown {
  if (def.kind === 'bool' || def.kind === 'flags') return v;
  const s = String(v).trim();
  if (def.kind === 'int') return s === '' && def.nullable ? null : Number(s);
  if (def.kind === 'decimal') return s === '' && def.nullable ? null : s;
  if (def.kind === 'text' && def.upper) return s.toUpperCase();
  if (def.kind === 'select' && def.numeric) return Number(s);
  if ((def.kind === 'text' || def.kind === 'textarea') && def.nullable && s === '') return null;
  return s;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Create or edit one configuration row (payment method, channel, receiving number, promotion, slider): a formik
 * form from field definitions, client checks with the server's messages, only the changed fields sent on edit,
 * the server's per-field errors shown under their fields.
 */
export function ConfigDialog({
  resource,
  title,
  fields,
  row,
  rowKey,
  defaults = {},
  cols = 2,
  onClose,
  width = 620,
}: {
  resource: ConfigResource;
  title: ReactNode;
  fields: FieldDef[];
  /** The row to edit; none to create. */
  row?: Record<string, unknown>;
  /** The edited row's key (its `id` unless said). */
  rowKey?: ConfigKey;
  defaults?: Record<string, unknown>;
  cols?: number;
  onClose(): void;
  width?: number;
}) {
  const { t } = useTranslation('backoffice');
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const formId = useId();
  const [create, c] = useBoConfigCreateMutation();
  const [update, u] = useBoConfigUpdateMutation();
  const source = row ?? defaults;
  const initialValues: Values = Object.fromEntries(fields.map((f) => [f.name, toForm(f, source[f.name])]));

  const form = useFormik<Values>({
    initialValues,
    validate: (v) => {
      const e: Record<string, string> = {};
      for (const f of fields) {
        const val = v[f.name];
        if (typeof val !== 'string') continue;
        const s = val.trim();
        if (!s) {
          if (f.required) e[f.name] = MESSAGES.fieldRequired;
          continue;
        }
        if (f.kind === 'money') {
          const p = tryParseMoney(s);
          if (p === null || p < 0n) e[f.name] = MESSAGES.amountInvalid;
        } else if (f.kind === 'int') {
          if (!/^-?\d{1,15}$/.test(s) || (f.min !== undefined && Number(s) < f.min) || (f.max !== undefined && Number(s) > f.max)) e[f.name] = MESSAGES.valueInvalid;
        } else if (f.kind === 'decimal') {
          const n = Number(s);
          if (!new RegExp(`^\\d{1,6}(\\.\\d{1,${f.scale}})?$`).test(s) || !(n > f.min && n <= f.max)) e[f.name] = MESSAGES.valueInvalid;
        } else if (f.kind === 'secret') {
          if (f.minLength !== undefined && s.length < f.minLength) e[f.name] = MESSAGES.valueInvalid;
        } else if (f.kind === 'date' && !/^\d{4}-\d{2}-\d{2}$/.test(s)) {
          e[f.name] = MESSAGES.valueInvalid;
        } else if ((f.kind === 'text' || f.kind === 'textarea') && f.pattern && !f.pattern.test(f.kind === 'text' && f.upper ? s.toUpperCase() : s)) {
          e[f.name] = MESSAGES.valueInvalid;
        }
      }
      return e;
    },
    onSubmit: async (v, helpers) => {
      const body: Record<string, unknown> = {};
      for (const f of fields) {
        const wire = toWire(f, v[f.name]!);
        if (f.kind === 'secret' && wire === '') continue;
        if (row) {
          if (f.immutable || same(wire, toWire(f, initialValues[f.name]!))) continue;
        } else if (wire === '' && f.kind !== 'text' && f.kind !== 'textarea') continue;
        body[f.name] = wire;
      }
      if (row && Object.keys(body).length === 0) return onClose();
      try {
        if (row) await update({ resource, id: rowKey ?? (row.id as number), body }).unwrap();
        else await create({ resource, body }).unwrap();
        toast.show(row ? t('common.saved') : t('common.createdToast'), 'success');
        onClose();
      } catch (err) {
        const f = errors.fields(err);
        const known = Object.keys(f).filter((k) => fields.some((d) => d.name === k));
        if (known.length) helpers.setErrors(Object.fromEntries(known.map((k) => [k, f[k]!])));
        else errors.show(err);
      }
    },
  });

  const err = (name: string) => (form.submitCount > 0 || form.touched[name] ? (form.errors[name] as string | undefined) : undefined);

  return (
    <ActionDialog open title={title} confirmLabel={row ? t('common.save') : t('common.create')} busy={c.isLoading || u.isLoading} formId={formId} onClose={onClose} width={width}>
      <form id={formId} onSubmit={form.handleSubmit} noValidate>
        <FormGrid $cols={cols}>
          {fields.map((f) => {
            const e = err(f.name);
            const error = e ? msg(e) : null;
            const disabled = Boolean(row && f.immutable);
            const value = form.values[f.name];
            return (
              <Field key={f.name} label={f.label} error={error} hint={f.hint} className={f.span || f.kind === 'textarea' || f.kind === 'flags' ? 'span-all' : undefined}>
                {(id) => {
                  const common = { id, name: f.name, disabled, onBlur: form.handleBlur, $invalid: Boolean(error), 'data-testid': `bo-field-${f.name}` };
                  switch (f.kind) {
                    case 'bool':
                      return <Switch checked={Boolean(value)} onChange={(v) => void form.setFieldValue(f.name, v)} label={value ? t('common.yes') : t('common.no')} disabled={disabled} testId={`bo-field-${f.name}`} />;
                    case 'flags': {
                      const list = (value as number[]) ?? [];
                      return (
                        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '6px 16px' }}>
                          {f.options.map((o) => (
                            <CheckLabel key={o.value}>
                              <input
                                type="checkbox"
                                checked={list.includes(o.value)}
                                onChange={(ev) => void form.setFieldValue(f.name, ev.target.checked ? [...list, o.value] : list.filter((x) => x !== o.value))}
                              />
                              {o.label}
                            </CheckLabel>
                          ))}
                        </div>
                      );
                    }
                    case 'select':
                      return (
                        <Select {...common} value={String(value)} onChange={form.handleChange}>
                          {!f.required && <option value="">—</option>}
                          {f.required && value === '' && <option value="">{t('common.choose')}</option>}
                          {f.options.map((o) => (
                            <option key={o.value} value={o.value}>
                              {o.label}
                            </option>
                          ))}
                        </Select>
                      );
                    case 'textarea':
                      return <Textarea {...common} value={String(value)} onChange={form.handleChange} maxLength={f.maxLength} />;
                    case 'secret':
                      return <Input {...common} type="password" autoComplete="new-password" spellCheck={false} value={String(value)} onChange={form.handleChange} maxLength={f.maxLength} />;
                    default:
                      return (
                        <Input
                          {...common}
                          type={f.kind === 'date' ? 'date' : 'text'}
                          inputMode={f.kind === 'money' || f.kind === 'decimal' ? 'decimal' : f.kind === 'int' ? 'numeric' : undefined}
                          value={String(value)}
                          onChange={form.handleChange}
                        />
                      );
                  }
                }}
              </Field>
            );
          })}
        </FormGrid>
      </form>
    </ActionDialog>
  );
}
