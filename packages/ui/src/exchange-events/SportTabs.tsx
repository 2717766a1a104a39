import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { ExchangeSport } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { focusRing } from '../theme';
import { SportIcon } from './icons';

export const EXCHANGE_SPORTS: readonly ExchangeSport[] = ['cricket', 'soccer', 'tennis'];

export type SportTabsProps = {
  value: ExchangeSport;
  onChange(sport: ExchangeSport): void;
  /** The sports offered, in order (default cricket, soccer, tennis). */
  sports?: readonly ExchangeSport[];
  /** Matches in play per sport: a red count beside the name (none or 0: nothing shown). */
  liveCounts?: Partial<Record<ExchangeSport, number>>;
  className?: string;
};

const List = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $active: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 0;
  height: 46px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  font-size: 14px;
  font-weight: ${({ $active }) => ($active ? 800 : 600)};
  white-space: nowrap;
  touch-action: manipulation;
  svg { flex: none; color: ${({ theme, $active }) => ($active ? theme.colors.accent : 'currentColor')}; }
  &::after {
    content: '';
    position: absolute;
    left: 18%;
    right: 18%;
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
    transition: background-color 0.15s ease;
  }
  ${focusRing}
`;

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Count = styled.span`
  flex: none;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  line-height: 18px;
  text-align: center;
`;

/** The sport switcher of the exchange lists (tabs: arrow keys, Home / End move between sports). */
export function SportTabs({ value, onChange, sports = EXCHANGE_SPORTS, liveCounts, className }: SportTabsProps) {
  const { t } = useTranslation('exchange');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const current = sports.indexOf(value);
    let next = -1;
    if (e.key === 'ArrowRight') next = (current + 1) % sports.length;
    else if (e.key === 'ArrowLeft') next = (current - 1 + sports.length) % sports.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = sports.length - 1;
    const sport = sports[next];
    if (!sport) return;
    e.preventDefault();
    onChange(sport);
    refs.current[next]?.focus();
  }

  return (
    <List role="tablist" aria-label={t('lists.sport.choose')} className={className} onKeyDown={onKeyDown}>
      {sports.map((sport, i) => {
        const active = sport === value;
        const live = liveCounts?.[sport] ?? 0;
        const name = t(`lists.sport.${sport}`);
        return (
          <Tab
            key={sport}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            $active={active}
            onClick={() => !active && onChange(sport)}
            data-testid={`sport-tab-${sport}`}
          >
            <SportIcon sport={sport} size={18} />
            <Label>{name}</Label>
            {live > 0 && <Count aria-label={t('lists.sports.liveCount', { count: live })}>{live}</Count>}
          </Tab>
        );
      })}
    </List>
  );
}
