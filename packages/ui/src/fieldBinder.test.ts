import { describe, expect, it } from 'vitest';
import { fieldBinder } from './fieldBinder';

describe('fieldBinder', () => {
  const base = { handleChange: () => undefined, handleBlur: () => undefined };
  it('shows a field error only once touched or submitted, translated', () => {
    const f = { ...base, values: { email: 'x' }, errors: { email: 'Invalid email address' }, touched: {}, submitCount: 0 };
    expect(fieldBinder(f, (s) => `bn:${s}`)('email')).toMatchObject({ name: 'email', value: 'x', error: null });
    expect(fieldBinder({ ...f, touched: { email: true } }, (s) => `bn:${s}`)('email').error).toBe('bn:Invalid email address');
    expect(fieldBinder({ ...f, submitCount: 1 }, (s) => s)('email').error).toBe('Invalid email address');
  });
});
