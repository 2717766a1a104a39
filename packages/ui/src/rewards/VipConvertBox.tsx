import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MESSAGES, tryParseMoney, toWire } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { formatCash, formatVp } from './format';

export type VipConvertBoxProps = {
  /** Whole VP the player can convert. */
  vipCoin: number;
  /** The server's minimum (`convert.min_vp`). */
  minVp: number;
  /** Money per 1 VP (`convert.rate`, a decimal string). */
  rate: string;
  currency?: string;
  /** `convert.enabled`: off shows a note and no form. */
  enabled?: boolean;
  /** A conversion is on its way. */
  busy?: boolean;
  /** Called with the whole VP once they pass the minimum and the balance of VP. */
  onConvert(vp: number): void;
  /** The last result to show under the button (server text, already translated). */
  result?: { kind: 'success' | 'error'; text: string } | null;
  className?: string;
};

const Box = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size}; font-weight: 800; }
`;

const Terms = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  span { white-space: nowrap; }
  b { color: ${({ theme }) => theme.colors.gold}; }
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { font-size: ${({ theme }) => theme.font.sizeSm}; font-weight: 700; }
`;

const InputRow = styled.div<{ $bad: boolean }>`
  display: flex;
  align-items: center;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $bad }) => ($bad ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.bg};
  overflow: hidden;
  &:focus-within { border-color: ${({ theme, $bad }) => ($bad ? theme.colors.danger : theme.colors.accent)}; }
  input {
    flex: 1;
    min-width: 0;
    height: 46px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font-size: 16px;
    font-variant-numeric: tabular-nums;
    outline: none;
  }
  button {
    flex: none;
    align-self: stretch;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.gold};
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.sizeSm};
    white-space: nowrap;
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  }
`;

const Hint = styled.p<{ $tone: 'muted' | 'error' | 'success' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.45;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'success' ? theme.colors.success : theme.colors.textMuted)};
`;

const Preview = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizeSm}; }
  b { color: ${({ theme }) => theme.colors.gold}; font-size: ${({ theme }) => theme.font.sizeLg}; font-variant-numeric: tabular-nums; }
`;

/** The money `vp` whole VP bring at `rate` per VP, as a wire decimal ("0.00" for an unreadable rate). */
export function convertPreview(vp: number, rate: string): string {
  const per = tryParseMoney(rate) ?? 0n;
  const n = Number.isSafeInteger(vp) && vp > 0 ? BigInt(vp) : 0n;
  return toWire(per * n);
}

/** The inline check of the VP box (spec 2 §5): below the minimum, then more than the player holds. */
export function convertError(vp: number | null, minVp: number, vipCoin: number): 'min' | 'max' | null {
  if (vp === null || vp < minVp) return 'min';
  if (vp > vipCoin) return 'max';
  return null;
}

/**
 * Converting VP into money (spec 2 §5, §7 convert-vipcoin): a numeric whole-VP input, the minimum line
 * ('Minimum VP Required: 10' when the server's minimum is 10), the rate, a preview of the money, the inline
 * 'Not enough points…' below the minimum, and Convert.
 */
export function VipConvertBox({ vipCoin, minVp, rate, currency = 'BDT', enabled = true, busy = false, onConvert, result, className }: VipConvertBoxProps) {
  const { t } = useTranslation('rewards');
  const msg = useMessage();
  const id = useId();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const vp = value === '' ? null : Number(value);
  const problem = convertError(vp, minVp, vipCoin);
  const showProblem = touched && problem !== null;
  const minimum = minVp === 10 ? msg(MESSAGES.vpMinimum) : t('convert.minimum', { n: minVp });

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (busy || problem !== null || vp === null) return;
    onConvert(vp);
  }

  return (
    <Box className={className} onSubmit={submit} noValidate data-testid="vip-convert">
      <h2>{t('convert.title')}</h2>
      <Terms>
        <span data-testid="vip-convert-min">{minimum}</span>
        <span>
          <b data-testid="vip-convert-rate">{t('convert.rate', { amount: formatCash(rate, currency) })}</b>
        </span>
      </Terms>
      {!enabled ? (
        <Hint $tone="muted" data-testid="vip-convert-paused">
          {t('convert.paused')}
        </Hint>
      ) : (
        <>
          <Field>
            <label htmlFor={id}>{t('convert.label')}</label>
            <InputRow $bad={showProblem}>
              <input
                id={id}
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                placeholder={t('convert.placeholder')}
                value={value}
                aria-invalid={showProblem}
                aria-describedby={`${id}-hint`}
                onChange={(e) => {
                  setValue(e.target.value.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 9));
                  setTouched(true);
                }}
                data-testid="vip-convert-input"
              />
              <button
                type="button"
                onClick={() => {
                  setValue(String(vipCoin));
                  setTouched(true);
                }}
                data-testid="vip-convert-max"
              >
                {t('convert.max')}
              </button>
            </InputRow>
            <Hint $tone={showProblem ? 'error' : 'muted'} id={`${id}-hint`} data-testid="vip-convert-hint" role={showProblem ? 'alert' : undefined}>
              {showProblem
                ? problem === 'min'
                  ? msg(MESSAGES.vpNotEnough)
                  : t('convert.tooMany', { n: formatVp(vipCoin) })
                : t('convert.available', { n: formatVp(vipCoin) })}
            </Hint>
          </Field>
          <Preview>
            <span>{t('convert.preview')}</span>
            <b data-testid="vip-convert-preview">{formatCash(convertPreview(vp ?? 0, rate), currency)}</b>
          </Preview>
          <Button type="submit" variant="gold" block loading={busy} disabled={busy} data-testid="vip-convert-submit">
            {t('convert.button')}
          </Button>
        </>
      )}
      {result && (
        <Hint $tone={result.kind} role={result.kind === 'error' ? 'alert' : 'status'} data-testid={`vip-convert-${result.kind}`}>
          {result.text}
        </Hint>
      )}
    </Box>
  );
}
