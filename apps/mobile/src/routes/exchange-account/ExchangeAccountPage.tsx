import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, useExchangeSummaryQuery, useGetUserQuery, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Icon, IconButton, Skeleton } from '@khela/ui';
import { wireTaka } from '../funds/money';
import { ActivityView } from './ActivityView';
import { BalanceView } from './BalanceView';
import { HistoryView } from './HistoryView';
import { MyBetsView } from './MyBetsView';
import { PnlView } from './PnlView';
import { ProfileView } from './ProfileView';
import { Page } from './ui';

/** The account's views, in menu order (spec 2 §2 Sports exchange: the account page's menu). */
export const VIEWS = ['profile', 'balance', 'bets', 'history', 'pnl', 'activity'] as const;
export type ViewKey = (typeof VIEWS)[number];

const isView = (v: string | null): v is ViewKey => (VIEWS as readonly string[]).includes(v ?? '');

/** The icon of each menu entry (24 px line icons, drawn like packages/ui's). */
const ICONS: Record<ViewKey, ReactNode> = {
  profile: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0" />,
  balance: <path d="M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 7l11-3v3M16 13.5h.01" />,
  bets: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  history: <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8M3 3.5V8h4.5M12 7v5l3.5 2" />,
  pnl: <path d="M4 20V10M10 20V4M16 20v-7M21 20H3" />,
  activity: <path d="M3 12h4l3-8 4 16 3-8h4" />,
};

export function ViewIcon({ view, size = 20 }: { view: ViewKey; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.9} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {ICONS[view]}
    </svg>
  );
}

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(120% 140% at 100% 0%, rgba(18, 185, 129, 0.2), transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.surfaceAlt}, ${({ theme }) => theme.colors.surface});
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  div { min-width: 0; }
  strong { display: block; font-size: 17px; font-weight: 800; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; }
`;

const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.accentText};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, #0b7a56);
  font-size: 18px;
  font-weight: 800;
  text-transform: uppercase;
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  & > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: rgba(10, 16, 32, 0.45);
  }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 11px; font-weight: 700; }
  b { font-size: 16px; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  b.exposure { color: ${({ theme }) => theme.colors.danger}; }
  b.available { color: ${({ theme }) => theme.colors.gold}; }
`;

const Menu = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 60px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  &:hover { text-decoration: none; background: rgba(255, 255, 255, 0.04); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
  & > span:nth-child(2) { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
  strong { font-size: 14.5px; font-weight: 700; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  b {
    min-width: 22px;
    height: 22px;
    padding: 0 7px;
    border-radius: 11px;
    background: rgba(245, 194, 66, 0.16);
    color: ${({ theme }) => theme.colors.gold};
    font-size: 12px;
    line-height: 22px;
    text-align: center;
  }
`;

const Badge = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 38px;
  height: 38px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(18, 185, 129, 0.12);
  color: ${({ theme }) => theme.colors.accent};
`;

const Chevron = styled.span`
  flex: none;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bar = styled.div`
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  margin: -${({ theme }) => theme.space(3)} -${({ theme }) => theme.space(3)} 0;
  padding: 0 ${({ theme }) => theme.space(1)};
  min-height: 48px;
  background: ${({ theme }) => theme.colors.bg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 { margin: 0; text-align: center; font-size: 16px; font-weight: 800; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

/** The account's home: who is playing, the money at a glance, and the menu. */
function AccountMenu() {
  const { t } = useTranslation(['exchange', 'ui']);
  const { remoteId, username } = useSelector(selectSession);
  const user = useGetUserQuery(remoteId ?? 0, { skip: !remoteId }).data;
  const summary = useExchangeSummaryQuery(undefined, { refetchOnMountOrArgChange: true });
  const s = summary.data;
  const name = user?.username ?? username ?? '';
  return (
    <>
      <Hero aria-label={t('account.title')}>
        <Who>
          <Avatar aria-hidden>{name.slice(0, 1) || '?'}</Avatar>
          <div>
            <strong data-testid="xa-username">{name}</strong>
            <small>{t('account.title')}</small>
          </div>
        </Who>
        <Figures>
          <div>
            <small>{t('account.balance.available')}</small>
            {s ? <b className="available">{wireTaka(s.available)}</b> : summary.isError ? <b>–</b> : <Skeleton height={20} width={90} />}
          </div>
          <div>
            <small>{t('lists.header.exposure')}</small>
            {s ? <b className="exposure">{wireTaka(s.exposure)}</b> : summary.isError ? <b>–</b> : <Skeleton height={20} width={70} />}
          </div>
        </Figures>
      </Hero>
      <Menu aria-label={t('account.title')}>
        {VIEWS.map((v) => (
          <li key={v}>
            <Item to={`?view=${v}`} state={{ fromMenu: true }} data-testid={`xa-menu-${v}`}>
              <Badge>
                <ViewIcon view={v} />
              </Badge>
              <span>
                <strong>{t(`account.menu.${v}`)}</strong>
                <small>{t(`account.menuHint.${v}`)}</small>
              </span>
              {v === 'bets' && s && s.unmatched_orders > 0 && <b aria-label={t('page.unmatchedTitle')}>{s.unmatched_orders}</b>}
              <Chevron aria-hidden>
                <Icon name="chevronRight" size={18} />
              </Chevron>
            </Item>
          </li>
        ))}
      </Menu>
    </>
  );
}

/**
 * /exchange-account (spec 2 §2 Sports exchange, account page): the menu My Profile, Balance Overview, My Bets, Bets
 * History, Profit & Loss, Activity Log, each a view chosen by `?view=` (a reload or Back keeps the place). Drawn inside
 * the exchange's layout, above its 56 px bottom navigation.
 */
export default function ExchangeAccountPage() {
  const { t } = useTranslation(['exchange', 'ui']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const view = params.get('view');
  const current = isView(view) ? view : null;

  const back = () => {
    if ((location.state as { fromMenu?: boolean } | null)?.fromMenu) navigate(-1);
    else navigate('/exchange-account', { replace: true });
  };

  return (
    <Page data-testid="exchange-account" data-view={current ?? 'menu'}>
      {current === null ? (
        <AccountMenu />
      ) : (
        <>
          <Bar>
            <IconButton label={t('ui:back')} onClick={back} data-testid="xa-back">
              <Icon name="back" size={22} />
            </IconButton>
            <h1>{t(`account.menu.${current}`)}</h1>
            <span />
          </Bar>
          {current === 'profile' && <ProfileView />}
          {current === 'balance' && <BalanceView />}
          {current === 'bets' && <MyBetsView />}
          {current === 'history' && <HistoryView />}
          {current === 'pnl' && <PnlView />}
          {current === 'activity' && <ActivityView />}
        </>
      )}
    </Page>
  );
}
