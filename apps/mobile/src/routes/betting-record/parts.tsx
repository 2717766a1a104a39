import type { ReactNode } from 'react';
import styled from 'styled-components';
import { GAME_TYPES, type GameType } from '@khela/domain';
import { typeKey } from '../../app/menu';
import { useTranslation } from '@khela/i18n';

/** A profit or loss amount: green for a win, red for a loss. */
export const PL = styled.span<{ $tone: 'win' | 'loss' | 'even' }>`
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'win' ? theme.colors.success : $tone === 'loss' ? theme.colors.danger : theme.colors.textMuted)};
`;

const FactGrid = styled.span`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  & > span { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 11px; font-weight: 600; }
  b { font-size: ${({ theme }) => theme.font.sizeSm}; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

/** Three label/value pairs in a row (Bets, Turnover, Profit/Loss); spans only, so it fits inside a row button. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <FactGrid>
      {items.map((i) => (
        <span key={i.label}>
          <small>{i.label}</small>
          <b>{i.value}</b>
        </span>
      ))}
    </FactGrid>
  );
}

/** A game type's name: our translated category label for the known codes, else the name the server gave. */
export function useTypeName(): (code: string, fallback?: string) => string {
  const { t } = useTranslation('shell');
  return (code, fallback) =>
    (GAME_TYPES as readonly string[]).includes(code) ? t(`nav.${typeKey(code as GameType)}`) : (fallback ?? code);
}
