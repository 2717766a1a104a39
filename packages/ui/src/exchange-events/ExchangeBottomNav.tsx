import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { focusRing } from '../theme';
import { NavIcon, type ExchangeNavKey } from './icons';

/** The bar's height without the safe-area inset (px). */
export const EXCHANGE_NAV_HEIGHT = 56;

export const EXCHANGE_NAV_KEYS: readonly ExchangeNavKey[] = ['home', 'inplay', 'sports', 'multi', 'account'];

export type ExchangeBottomNavProps = {
  /** The tab of the page shown; null: none (e.g. the market page). */
  active: ExchangeNavKey | null;
  /** Where each tab goes (the links' addresses). */
  hrefs: Record<ExchangeNavKey, string>;
  /** A tap on a tab (the link's default is prevented so the app's router can move). */
  onNavigate(key: ExchangeNavKey, href: string): void;
  /** A number on a tab, e.g. the matches in play (0 or none: nothing shown). */
  badges?: Partial<Record<ExchangeNavKey, number>>;
  className?: string;
};

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  height: calc(${EXCHANGE_NAV_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.35);
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  height: ${EXCHANGE_NAV_HEIGHT}px;
  max-width: 560px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const Tab = styled.a`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  height: 100%;
  padding: 0 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  font-weight: 600;
  line-height: 1.15;
  text-align: center;
  touch-action: manipulation;
  -webkit-tap-highlight-color: transparent;
  &:hover { text-decoration: none; color: ${({ theme }) => theme.colors.text}; }
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.accent}; font-weight: 800; }
  &[aria-current='page']::before {
    content: '';
    position: absolute;
    top: 0;
    left: 22%;
    right: 22%;
    height: 3px;
    border-radius: 0 0 3px 3px;
    background: ${({ theme }) => theme.colors.accent};
  }
  &[aria-current='page'] svg { filter: drop-shadow(0 0 6px rgba(18, 185, 129, 0.5)); }
  ${focusRing}
`;

const Label = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const IconBox = styled.span`
  position: relative;
  display: inline-flex;
`;

const Badge = styled.span`
  position: absolute;
  top: -5px;
  right: -10px;
  min-width: 16px;
  height: 16px;
  padding: 0 4px;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 10px;
  font-weight: 800;
  line-height: 16px;
  text-align: center;
`;

/** The exchange's fixed bottom navigation: Home, In-Play, Sports, Multi Markets, Account (56 px, safe-area inset). */
export function ExchangeBottomNav({ active, hrefs, onNavigate, badges, className }: ExchangeBottomNavProps) {
  const { t } = useTranslation(['exchange', 'shell', 'common']);
  const labels: Record<ExchangeNavKey, string> = {
    home: t('shell:nav.home'),
    inplay: t('exchange:lists.nav.inplay'),
    sports: t('shell:nav.sports'),
    multi: t('exchange:lists.nav.multi'),
    account: t('common:account'),
  };
  const go = (key: ExchangeNavKey) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onNavigate(key, hrefs[key]);
  };
  return (
    <Bar aria-label={t('exchange:lists.nav.label')} className={className} data-testid="exchange-nav">
      <List>
        {EXCHANGE_NAV_KEYS.map((key) => {
          const badge = badges?.[key] ?? 0;
          return (
            <li key={key}>
              <Tab href={hrefs[key]} onClick={go(key)} aria-current={active === key ? 'page' : undefined} data-testid={`exchange-nav-${key}`}>
                <IconBox>
                  <NavIcon name={key} size={22} />
                  {badge > 0 && (
                    <Badge aria-hidden="true" data-testid={`exchange-nav-${key}-badge`}>
                      {badge > 99 ? '99+' : badge}
                    </Badge>
                  )}
                </IconBox>
                <Label>{labels[key]}</Label>
              </Tab>
            </li>
          );
        })}
      </List>
    </Bar>
  );
}
