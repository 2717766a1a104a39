import { Suspense, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { EXCHANGE_LIVE_SAFETY_POLL_MS, exchangeApi, selectIsLoggedIn, useExchangeSummaryQuery, useSelector, type RootState } from '@khela/api';
import { formatMoney, tryParseMoney, type ExchangeSport } from '@khela/domain';
import { setLanguage, useTranslation } from '@khela/i18n';
import { EXCHANGE_NAV_HEIGHT, ExchangeBottomNav, Icon, IconButton, Loader, type ExchangeNavKey } from '@khela/ui';
import { useBalance, useBalanceHidden } from '../../lib/useBalance';
import { useBalancePush } from '../exchange-account/useBalancePush';
import { EXCHANGE_HEADER_HEIGHT } from './shared';


const HREFS: Record<ExchangeNavKey, string> = {
  home: '/exchange',
  inplay: '/exchange-inplay',
  sports: '/exchange-sports',
  multi: '/exchange-multi',
  account: '/exchange-account',
};

const TAB_OF_PATH: Record<string, ExchangeNavKey> = Object.fromEntries(
  Object.entries(HREFS).map(([key, path]) => [path, key as ExchangeNavKey]),
);

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  height: ${EXCHANGE_HEADER_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space(1)} 0 0;
  background: linear-gradient(180deg, #111a30 0%, ${({ theme }) => theme.colors.surface} 100%);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 17px;
  font-weight: 800;
  letter-spacing: 0.01em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  &::before {
    content: '';
    flex: none;
    width: 10px;
    height: 18px;
    border-radius: 3px;
    background: linear-gradient(90deg, #a6d8ff 0 50%, #fac9d1 50% 100%);
  }
`;

const Wallet = styled(Link)`
  display: grid;
  grid-template-columns: auto auto;
  column-gap: 6px;
  align-items: baseline;
  flex: none;
  max-width: 58%;
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  line-height: 1.25;
  &:hover { text-decoration: none; border-color: ${({ theme }) => theme.colors.accent}; }
  .k { color: ${({ theme }) => theme.colors.textMuted}; font-size: 10.5px; font-weight: 600; }
  .v { font-size: 12.5px; font-weight: 800; text-align: right; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  span.balance { color: ${({ theme }) => theme.colors.gold}; }
  span.exposure { color: #ff8a9a; }
  span.exposure[data-zero='true'] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const LoginLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  height: 34px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 14px;
  font-weight: 800;
  &:hover { text-decoration: none; filter: brightness(1.05); }
`;

const LangButton = styled.button`
  flex: none;
  min-width: 44px;
  height: 34px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 12.5px;
  font-weight: 700;
`;

const Content = styled.div`
  min-height: calc(100dvh - ${EXCHANGE_HEADER_HEIGHT}px);
  padding-bottom: calc(${EXCHANGE_NAV_HEIGHT}px + env(safe-area-inset-bottom, 0px) + 12px);
`;

const PageLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: 20vh 0;
`;

const money = (v: string | undefined) => {
  const p = v === undefined ? null : tryParseMoney(v);
  return p === null ? (v ?? '–') : formatMoney(p);
};

/**
 * The logged-in player's balance (live) and exposure; a tap opens the exchange account. The exposure comes from
 * /api/exchange/summary: read on entering the exchange, again whenever the player's bets change (placing and
 * cancelling invalidate its `ExchangeHub` tag), whenever the balance moves (the `balance.changed` push: a fill by
 * someone else, a lapse, a settlement) and every 15 s. "0.00" shows as ৳ 0.00; the dash only while there is no
 * answer yet (loading, or the read failed: `data-state` tells which).
 */
function ExchangeWallet() {
  const { t } = useTranslation(['exchange', 'ui']);
  const { balance } = useBalance();
  const [hidden] = useBalanceHidden();
  const summary = useExchangeSummaryQuery(undefined, { pollingInterval: EXCHANGE_LIVE_SAFETY_POLL_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true });
  useBalancePush(() => void summary.refetch());
  const exposure = summary.data?.exposure;
  const zero = exposure === undefined || tryParseMoney(exposure) === 0n;
  const state = exposure !== undefined ? 'ready' : summary.isError ? 'error' : 'loading';
  return (
    <Wallet to="/exchange-account" aria-label={t('exchange:lists.header.wallet')} data-testid="exchange-wallet">
      <span className="k">{t('ui:balance')}</span>
      <span className="v balance" data-testid="exchange-balance">
        {hidden ? '****' : `৳ ${money(balance)}`}
      </span>
      <span className="k">{t('exchange:lists.header.exposure')}</span>
      <span className="v exposure" data-zero={zero} data-state={state} data-testid="exchange-exposure">
        {hidden ? '****' : exposure === undefined ? '–' : `${zero ? '' : '-'}৳ ${money(exposure)}`}
      </span>
    </Wallet>
  );
}

function ExchangeHeader() {
  const { t, i18n } = useTranslation(['exchange', 'auth', 'ui', 'shell']);
  const loggedIn = useSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const bn = i18n.language === 'bn';
  return (
    <Bar>
      <IconButton label={t('exchange:lists.header.backHome')} onClick={() => navigate('/')} size={44} data-testid="exchange-home">
        <Icon name="back" size={24} />
      </IconButton>
      <Title>{t('shell:sports.exchange')}</Title>
      {loggedIn ? (
        <ExchangeWallet />
      ) : (
        <LoginLink to="/login" state={{ from: location.pathname + location.search }} data-testid="exchange-login">
          {t('auth:login')}
        </LoginLink>
      )}
      <LangButton
        type="button"
        lang={bn ? 'en' : 'bn'}
        aria-label={t('exchange:lists.header.switchLanguage')}
        onClick={() => void setLanguage(bn ? 'en' : 'bn')}
        data-testid="exchange-language"
      >
        {bn ? 'EN' : 'বাং'}
      </LangButton>
    </Bar>
  );
}

const SPORTS: readonly ExchangeSport[] = ['cricket', 'soccer', 'tennis'];

/**
 * The events in play across the three sports, for the In-Play tab's badge. It reads only the sports lists already
 * in the cache (the home, In-Play and Sports pages poll them every 5 s), so it adds no reads: on the market, Multi
 * Markets and account pages it shows the last lists while they are cached (a minute after the list page) and then
 * nothing. Undefined until one sport's list is cached.
 */
function useCachedInPlayCount(): number | undefined {
  const selectors = useMemo(() => SPORTS.map((s) => exchangeApi.endpoints.sportsEvents.select(s)), []);
  return useSelector((state: RootState) => {
    let count: number | undefined;
    for (const select of selectors) {
      const events = select(state).data;
      if (events) count = (count ?? 0) + events.filter((e) => e.inplay).length;
    }
    return count;
  });
}

/** The exchange's frame: its slim header, the page, and the fixed bottom navigation (In-Play with its live count). */
export default function ExchangeLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const inPlay = useCachedInPlayCount();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    <>
      <ExchangeHeader />
      <Content>
        <Suspense
          fallback={
            <PageLoading>
              <Loader />
            </PageLoading>
          }
        >
          <Outlet />
        </Suspense>
      </Content>
      <ExchangeBottomNav
        active={TAB_OF_PATH[path] ?? null}
        hrefs={HREFS}
        badges={inPlay ? { inplay: inPlay } : undefined}
        onNavigate={(_key, href) => navigate(href)}
      />
    </>
  );
}
