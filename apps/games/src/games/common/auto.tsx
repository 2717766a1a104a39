import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { tryParseMoney } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { PlainInput } from '../../shell';

/** Auto-bet settings: how many rounds, and optional balance limits that stop it. */
export interface AutoSettings {
  count: string;
  stopAbove: string;
  stopBelow: string;
}
export const DEFAULT_AUTO: AutoSettings = { count: '10', stopAbove: '', stopBelow: '' };

const Grid = styled.div`
  display: grid;
  grid-template-columns: 0.8fr 1fr 1fr;
  gap: 8px;
  label { display: flex; flex-direction: column; gap: 4px; font-size: 11px; font-weight: 600; color: ${({ theme }) => theme.colors.textMuted}; }
  input { height: 40px; font-size: 15px; }
`;

export function AutoSettingsFields({ value, onChange, disabled }: { value: AutoSettings; onChange(v: AutoSettings): void; disabled?: boolean }) {
  const { t } = useTranslation('games');
  const field = (key: keyof AutoSettings, label: string, placeholder: string, pattern: RegExp) => (
    <label>
      {label}
      <PlainInput
        inputMode={key === 'count' ? 'numeric' : 'decimal'}
        value={value[key]}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => pattern.test(e.target.value) && onChange({ ...value, [key]: e.target.value })}
        data-testid={`auto-${key}`}
      />
    </label>
  );
  return (
    <Grid>
      {field('count', t('auto.count'), '10', /^\d{0,4}$/)}
      {field('stopAbove', t('auto.stopAbove'), t('auto.off'), /^\d{0,9}(\.\d{0,2})?$/)}
      {field('stopBelow', t('auto.stopBelow'), t('auto.off'), /^\d{0,9}(\.\d{0,2})?$/)}
    </Grid>
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `once` up to `count` times while `running`; `once` answers the new balance, or null to stop (error, loss of
 * session). Stops early when the balance leaves the set limits.
 */
export function useAutoBet(once: () => Promise<string | null>) {
  const [left, setLeft] = useState<number | null>(null);
  const stop = useRef(false);
  const latest = useRef(once);
  useEffect(() => {
    latest.current = once;
  });
  useEffect(
    () => () => {
      stop.current = true;
    },
    [],
  );

  const start = useCallback(async (s: AutoSettings) => {
    const count = Math.max(1, Math.min(1000, Number(s.count) || 1));
    const above = tryParseMoney(s.stopAbove || 'x');
    const below = tryParseMoney(s.stopBelow || 'x');
    stop.current = false;
    for (let i = 0; i < count && !stop.current; i++) {
      setLeft(count - i);
      const balance = await latest.current();
      if (balance === null) break;
      const b = tryParseMoney(balance);
      if (b !== null && ((above !== null && b >= above) || (below !== null && b <= below))) break;
      await sleep(350);
    }
    setLeft(null);
  }, []);

  return { running: left !== null, left, start, stop: () => (stop.current = true) };
}
