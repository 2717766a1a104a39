import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Button, EmptyState, Icon, IconButton, Skeleton, type IconName } from '@khela/ui';

/** Pieces shared by the exchange account's views (and the Exchange tab of betting records). */

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 560px;
  margin: 0 auto;
  /* the exchange's layout keeps its 56 px bottom navigation clear of the page */
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
`;

export const Card = styled.section`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

/** A card of rows separated by hairlines. */
export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

export type Tone = 'win' | 'loss' | 'even';

export const toneColor = css<{ $tone: Tone }>`
  color: ${({ theme, $tone }) => ($tone === 'win' ? theme.colors.success : $tone === 'loss' ? theme.colors.danger : theme.colors.textMuted)};
`;

/** A profit (green) or loss (red) amount. */
export const Money = styled.span<{ $tone: Tone }>`
  ${toneColor}
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const SIDE = {
  back: { bg: 'rgba(114, 187, 239, 0.16)', fg: '#8fcaf5', border: 'rgba(114, 187, 239, 0.45)' },
  lay: { bg: 'rgba(250, 169, 186, 0.14)', fg: '#f7a7b8', border: 'rgba(250, 169, 186, 0.45)' },
} as const;

/** BACK / YES in the exchange's blue, LAY / NO in its pink. */
export const SideTag = styled.span<{ $side: 'back' | 'lay' | 'yes' | 'no' }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: 10.5px;
  font-weight: 800;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ $side }) => {
    const c = SIDE[$side === 'back' || $side === 'yes' ? 'back' : 'lay'];
    return css`
      background: ${c.bg};
      color: ${c.fg};
      border: 1px solid ${c.border};
    `;
  }}
`;

export type StatusKind = 'open' | 'won' | 'lost' | 'void' | 'info';

/** A small status chip: open (gold), won (green), lost (red), void (grey). */
export const StatusChip = styled.span<{ $kind: StatusKind }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  height: 20px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 10.5px;
  font-weight: 800;
  letter-spacing: 0.03em;
  text-transform: uppercase;
  white-space: nowrap;
  ${({ theme, $kind }) => {
    const map = {
      open: [theme.colors.gold, 'rgba(245, 194, 66, 0.12)'],
      won: [theme.colors.success, 'rgba(34, 197, 94, 0.13)'],
      lost: [theme.colors.danger, 'rgba(240, 68, 90, 0.13)'],
      void: [theme.colors.textMuted, theme.colors.surfaceAlt],
      info: [theme.colors.focus, 'rgba(125, 211, 252, 0.12)'],
    } as const;
    const [fg, bg] = map[$kind];
    return css`
      color: ${fg};
      background: ${bg};
    `;
  }}
`;

/** Label/value pairs in equal columns (Odds, Stake, Profit …); spans only, so it fits inside a row button. */
const FactGrid = styled.span<{ $cols: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols }) => $cols}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  & > span { display: flex; flex-direction: column; gap: 1px; min-width: 0; }
  & > span:last-child:not(:first-child) { align-items: flex-end; text-align: right; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 11px; font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 100%; }
  b { font-size: ${({ theme }) => theme.font.sizeSm}; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 100%; }
`;

export function Facts({ items }: { items: { label: string; value: ReactNode; key?: string }[] }) {
  return (
    <FactGrid $cols={items.length}>
      {items.map((i) => (
        <span key={i.key ?? i.label}>
          <small>{i.label}</small>
          <b>{i.value}</b>
        </span>
      ))}
    </FactGrid>
  );
}

/** Loading, failed and empty states of a list, in one place. */
export function ListState({
  loading,
  error,
  empty,
  onRetry,
  emptyText,
  emptyIcon = 'history',
  skeletons = 3,
  children,
}: {
  loading: boolean;
  error: boolean;
  empty: boolean;
  onRetry(): void;
  emptyText: string;
  emptyIcon?: IconName;
  skeletons?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation(['exchange', 'ui']);
  if (loading)
    return (
      <SkeletonStack aria-busy="true">
        {Array.from({ length: skeletons }, (_, i) => (
          <Skeleton key={i} height={84} radius="16px" />
        ))}
      </SkeletonStack>
    );
  if (error)
    return (
      <EmptyState text={t('account.loadFailed')} icon="refresh">
        <Button variant="secondary" size="sm" onClick={onRetry} data-testid="xa-retry">
          <Icon name="refresh" size={16} />
          {t('ui:retry')}
        </Button>
      </EmptyState>
    );
  if (empty) return <EmptyState text={emptyText} icon={emptyIcon} />;
  return <>{children}</>;
}

const SkeletonStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** Horizontal choice chips (a filter's options), one chosen. */
export function Chips<K extends string>({
  value,
  options,
  onChange,
  label,
  testId,
}: {
  value: K;
  options: { value: K; label: string }[];
  onChange(v: K): void;
  label: string;
  testId: string;
}) {
  return (
    <ChipRow role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <Chip
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          $on={o.value === value}
          onClick={() => o.value !== value && onChange(o.value)}
          data-testid={`${testId}-${o.value}`}
        >
          {o.label}
        </Chip>
      ))}
    </ChipRow>
  );
}

const ChipRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0 -${({ theme }) => theme.space(3)};
  padding: 0 ${({ theme }) => theme.space(3)};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
`;

const Chip = styled.button<{ $on: boolean }>`
  flex: none;
  min-height: 34px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? 'rgba(18, 185, 129, 0.14)' : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.textMuted)};
  font-size: 12.5px;
  font-weight: 700;
  white-space: nowrap;
  touch-action: manipulation;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** Previous / page x of y / Next. */
export function Pager({ page, last, onPage, testId }: { page: number; last: number; onPage(p: number): void; testId: string }) {
  const { t } = useTranslation(['exchange', 'lobby']);
  if (last <= 1) return null;
  return (
    <PagerRow aria-label={t('account.pageOf', { page, last })}>
      <IconButton label={t('lobby:previousPage')} disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-prev`}>
        <Icon name="back" size={18} />
      </IconButton>
      <span>{t('account.pageOf', { page, last })}</span>
      <IconButton label={t('lobby:nextPage')} disabled={page >= last} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        <Icon name="chevronRight" size={18} />
      </IconButton>
    </PagerRow>
  );
}

const PagerRow = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

/** A small heading over a group of rows. */
export const GroupTitle = styled.h3`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
