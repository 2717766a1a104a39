import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  selectSession,
  toApiError,
  useExchangeActivityQuery,
  useExchangeOrdersQuery,
  useExchangePnlQuery,
  useExchangeSummaryQuery,
  useGetUserQuery,
  useSelector,
} from '@khela/api';
import { useMessage, useTranslation } from '@khela/i18n';
import { formatDate, formatDateTime, tryParseMoney, type ExchangeActivity, type ExchangeSport } from '@khela/domain';
import { Button, NavIcon, Skeleton } from '@khela/ui';
import { GuestGate } from '../../../components/GuestGate';
import { ExchangeRecords } from '../ExchangeRecords';
import { SPORTS, addDays, dhakaDay, formatOdds, wireTaka } from '../format';
import { Card, CardHead, DataTable, Empty, PageTitle, PnlText, Side } from '../ui';

/** The shared guest gate is page-wide; here it sits in the middle column. */
const GateBox = styled.div`
  > * {
    width: auto;
    margin-top: 0;
  }
`;

const TABS = ['profile', 'balance', 'bets', 'history', 'pnl', 'activity'] as const;
type Tab = (typeof TABS)[number];

const TabBar = styled.nav`
  display: flex;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  a {
    flex: 1;
    height: 38px;
    display: grid;
    place-items: center;
    border-radius: 7px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
    font-weight: 700;
    white-space: nowrap;
    padding: 0 8px;
  }
  a:hover {
    text-decoration: none;
    color: ${({ theme }) => theme.colors.text};
    background: rgba(255, 255, 255, 0.04);
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Pad = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 16px;
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
`;

const Tile = styled.div<{ $tone?: 'gold' | 'danger' | 'accent' }>`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  span {
    display: block;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    margin-bottom: 6px;
  }
  strong {
    font-size: 22px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    color: ${({ theme, $tone }) => ($tone === 'gold' ? theme.colors.gold : $tone === 'danger' ? theme.colors.danger : $tone === 'accent' ? theme.colors.accent : theme.colors.text)};
  }
  small {
    display: block;
    margin-top: 6px;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 200px 1fr;
  margin: 0;
  font-size: 14px;
  dt,
  dd {
    margin: 0;
    padding: 12px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    font-weight: 600;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  select,
  input {
    height: 34px;
    padding: 0 8px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    color-scheme: dark;
  }
`;

function Profile() {
  const { t } = useTranslation('exchange');
  const session = useSelector(selectSession);
  const { data: user, isLoading } = useGetUserQuery(session.remoteId ?? 0, { skip: !session.remoteId });
  const { data: sum } = useExchangeSummaryQuery();
  if (isLoading) return <Skeleton height={240} />;
  return (
    <Card>
      <CardHead>
        <h2>{t('account.menu.profile')}</h2>
      </CardHead>
      <Facts data-testid="xacc-profile">
        <dt>{t('desktop.account.username')}</dt>
        <dd>{user?.username ?? session.username}</dd>
        <dt>{t('desktop.account.name')}</dt>
        <dd>{user?.name || '—'}</dd>
        <dt>{t('desktop.account.currency')}</dt>
        <dd>{user?.currency ?? sum?.currency ?? 'BDT'}</dd>
        <dt>{t('desktop.account.memberSince')}</dt>
        <dd>{formatDate(user?.created_at)}</dd>
        <dt>{t('desktop.account.lastLogin')}</dt>
        <dd>{user?.last_login_at ? formatDateTime(user.last_login_at) : '—'}</dd>
        <dt>{t('desktop.account.commission')}</dt>
        <dd>{t('desktop.account.commissionValue')}</dd>
        <dt>{t('desktop.account.timeZone')}</dt>
        <dd>GMT+6 (Asia/Dhaka)</dd>
      </Facts>
    </Card>
  );
}

function Balance() {
  const { t } = useTranslation('exchange');
  const { data, isLoading } = useExchangeSummaryQuery(undefined, { pollingInterval: 10_000, skipPollingIfUnfocused: true });
  if (isLoading || !data) return <Skeleton height={160} />;
  return (
    <Card>
      <CardHead>
        <h2>{t('account.menu.balance')}</h2>
        <small>{data.currency}</small>
      </CardHead>
      <Pad>
        <Tiles data-testid="xacc-balance">
          <Tile>
            <span>{t('account.balance.balance')}</span>
            <strong>{wireTaka(data.balance)}</strong>
            <small>{t('desktop.account.balanceHint')}</small>
          </Tile>
          <Tile $tone={tryParseMoney(data.exposure) ? 'danger' : undefined}>
            <span>{t('lists.header.exposure')}</span>
            <strong>{wireTaka(data.exposure)}</strong>
            <small>{t('desktop.account.exposureHint')}</small>
          </Tile>
          <Tile $tone="accent">
            <span>{t('account.balance.available')}</span>
            <strong>{wireTaka(data.available)}</strong>
            <small>{t('account.balance.availableHint')}</small>
          </Tile>
        </Tiles>
        <Tiles>
          <Tile>
            <span>{t('account.balance.openMarkets')}</span>
            <strong>{data.open_markets}</strong>
          </Tile>
          <Tile>
            <span>{t('page.unmatchedTitle')}</span>
            <strong>{data.unmatched_orders}</strong>
          </Tile>
          <Tile>
            <span>{t('desktop.account.currency')}</span>
            <strong>{data.currency}</strong>
          </Tile>
        </Tiles>
      </Pad>
    </Card>
  );
}

function MyBets() {
  const { t } = useTranslation('exchange');
  const { data, isLoading } = useExchangeOrdersQuery({ status: 'open', per_page: 100 }, { pollingInterval: 10_000, skipPollingIfUnfocused: true });
  const orders = data?.orders ?? [];
  return (
    <>
      <Card>
        <CardHead>
          <h2>{t('desktop.account.ordersTitle')}</h2>
          <small>{t('desktop.account.ordersHint')}</small>
        </CardHead>
        {isLoading ? (
          <Skeleton height={120} />
        ) : orders.length === 0 ? (
          <Empty>{t('desktop.bets.none')}</Empty>
        ) : (
          <DataTable data-testid="xacc-orders">
            <thead>
              <tr>
                <th>{t('account.record.placed')}</th>
                <th>{t('desktop.records.event')}</th>
                <th>{t('account.record.selection')}</th>
                <th>{t('account.record.betType')}</th>
                <th className="num">{t('slip.odds')}</th>
                <th className="num">{t('desktop.account.matched')}</th>
                <th className="num">{t('account.bets.unmatchedStake')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => (
                <tr key={o.id}>
                  <td>{formatDateTime(o.created_at)}</td>
                  <td className="wrap">
                    <Link to={`/odds-view?marketId=${o.market_id}&eventId=${o.event_id}`}>{o.event_name}</Link>
                    <small>{o.market_name}</small>
                  </td>
                  <td>{o.selection_name}</td>
                  <td>
                    <Side $side={o.side}>{o.side === 'back' ? t('market.backHeader') : t('market.layHeader')}</Side>
                  </td>
                  <td className="num">
                    {formatOdds(o.price)}
                    {o.avg_price_matched !== null && <small>{t('desktop.account.avg', { price: formatOdds(o.avg_price_matched) })}</small>}
                  </td>
                  <td className="num">{wireTaka(o.size_matched)}</td>
                  <td className="num">{wireTaka(o.size_remaining)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Card>
      <Card>
        <CardHead>
          <h2>{t('desktop.account.openBetsTitle')}</h2>
        </CardHead>
        <Pad>
          <ExchangeRecords defaultStatus="open" />
        </Pad>
      </Card>
    </>
  );
}

function History() {
  const { t } = useTranslation('exchange');
  return (
    <Card>
      <CardHead>
        <h2>{t('account.menu.history')}</h2>
      </CardHead>
      <Pad>
        <ExchangeRecords defaultStatus="settled" />
      </Pad>
    </Card>
  );
}

function Pnl() {
  const { t } = useTranslation('exchange');
  const { t: tu } = useTranslation('ui');
  const msg = useMessage();
  const today = dhakaDay(new Date());
  const [from, setFrom] = useState(addDays(today, -6));
  const [to, setTo] = useState(today);
  const [sport, setSport] = useState<ExchangeSport | ''>('');
  // `currentData`, not `data`: `data` keeps the last good answer, which would show another period's money under these dates.
  const { currentData: data, isLoading, isFetching, isError, error, refetch } = useExchangePnlQuery({ from, to, sport: sport || undefined });
  const apiError = isError ? toApiError(error) : null;
  // A refused period (the server allows at most 90 days) is fixed by the dates, not by asking again.
  const refused = apiError?.status === 400 || apiError?.status === 422;
  return (
    <Card>
      <CardHead>
        <h2>{t('account.menu.pnl')}</h2>
      </CardHead>
      <Pad>
        <Bar>
          <label>
            {t('desktop.account.from')}
            <input type="date" value={from} min={addDays(to, -89)} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} data-testid="pnl-from" />
          </label>
          <label>
            {t('desktop.account.to')}
            <input type="date" value={to} min={from} max={today} onChange={(e) => e.target.value && setTo(e.target.value)} data-testid="pnl-to" />
          </label>
          <label>
            {t('lists.sport.choose')}
            <select value={sport} onChange={(e) => setSport(e.target.value as ExchangeSport | '')}>
              <option value="">{t('lists.sports.allSports')}</option>
              {SPORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`lists.sport.${s}`)}
                </option>
              ))}
            </select>
          </label>
          {[7, 30].map((n) => (
            <Button
              key={n}
              size="sm"
              variant="ghost"
              onClick={() => {
                setFrom(addDays(today, -(n - 1)));
                setTo(today);
              }}
            >
              {t('desktop.account.lastDays', { count: n })}
            </Button>
          ))}
        </Bar>
        {apiError ? (
          <Empty role="alert" data-testid="pnl-error">
            <p style={{ margin: refused ? 0 : '0 0 12px' }}>{apiError.message ? msg(apiError.message) : t('account.loadFailed')}</p>
            {!refused && (
              <Button size="sm" variant="secondary" onClick={() => void refetch()}>
                {tu('retry')}
              </Button>
            )}
          </Empty>
        ) : isLoading || !data ? (
          <Skeleton height={200} />
        ) : (
          <>
            <Tiles data-testid="xacc-pnl" aria-busy={isFetching}>
              <Tile $tone={data.total.net.startsWith('-') ? 'danger' : 'accent'}>
                <span>{t('desktop.account.net')}</span>
                <strong>
                  <PnlText value={data.total.net} />
                </strong>
                <small>{t('account.pnl.marketCount', { count: data.total.markets })}</small>
              </Tile>
              <Tile>
                <span>{t('desktop.account.grossPnl')}</span>
                <strong>
                  <PnlText value={data.total.profit_loss} />
                </strong>
              </Tile>
              <Tile $tone="gold">
                <span>{t('desktop.account.commissionPaid')}</span>
                <strong>{wireTaka(data.total.commission)}</strong>
              </Tile>
            </Tiles>
            {data.markets.length === 0 ? (
              <Empty>{t('desktop.account.noPnl')}</Empty>
            ) : (
              <>
                <DataTable>
                  <thead>
                    <tr>
                      <th>{t('desktop.account.day')}</th>
                      <th className="num">{t('account.pnl.markets')}</th>
                      <th className="num">{t('desktop.account.grossPnl')}</th>
                      <th className="num">{t('desktop.account.commissionPaid')}</th>
                      <th className="num">{t('desktop.account.net')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.days.map((d) => (
                      <tr key={d.date}>
                        <td>{formatDate(d.date)}</td>
                        <td className="num">{d.markets}</td>
                        <td className="num">
                          <PnlText value={d.profit_loss} />
                        </td>
                        <td className="num">{wireTaka(d.commission)}</td>
                        <td className="num">
                          <PnlText value={d.net} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
                <DataTable>
                  <thead>
                    <tr>
                      <th>{t('desktop.account.settled')}</th>
                      <th>{t('desktop.records.event')}</th>
                      <th>{t('account.record.market')}</th>
                      <th className="num">{t('desktop.account.grossPnl')}</th>
                      <th className="num">{t('desktop.account.commissionPaid')}</th>
                      <th className="num">{t('desktop.account.net')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.markets.map((m) => (
                      <tr key={m.market_id}>
                        <td>{formatDateTime(m.settled_at)}</td>
                        <td className="wrap">
                          {m.event_name}
                          <small>{t(`lists.sport.${m.sport}`)}</small>
                        </td>
                        <td>{m.market_name}</td>
                        <td className="num">
                          <PnlText value={m.profit_loss} />
                        </td>
                        <td className="num">{wireTaka(m.commission)}</td>
                        <td className="num">
                          <PnlText value={m.net} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </DataTable>
              </>
            )}
          </>
        )}
      </Pad>
    </Card>
  );
}

function activityText(a: ExchangeActivity, t: ReturnType<typeof useTranslation<'exchange'>>['t']): string {
  switch (a.kind) {
    case 'login':
      return t('desktop.activity.login', { ip: a.ip ?? '—', device: a.device ?? '—' });
    case 'order':
      return t('desktop.activity.order', { side: a.side === 'lay' ? t('market.layHeader') : t('market.backHeader'), selection: a.selection_name ?? '', price: formatOdds(a.price), size: wireTaka(a.size) });
    case 'order_cancelled':
      return t('desktop.activity.cancelled', { selection: a.selection_name ?? '', size: wireTaka(a.size) });
    case 'bet':
      return t('desktop.activity.bet', { selection: a.selection_name ?? a.market_name ?? '', size: wireTaka(a.size), price: a.line !== null ? `${a.line} / ${a.price}` : formatOdds(a.price) });
    default:
      return t('desktop.activity.settled', { market: a.market_name ?? '' });
  }
}

function Activity() {
  const { t } = useTranslation('exchange');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useExchangeActivityQuery({ page, per_page: 20 });
  const rows = data?.data ?? [];
  return (
    <Card>
      <CardHead>
        <h2>{t('account.menu.activity')}</h2>
      </CardHead>
      {isLoading ? (
        <Skeleton height={200} />
      ) : rows.length === 0 ? (
        <Empty>{t('desktop.records.noData')}</Empty>
      ) : (
        <DataTable data-testid="xacc-activity">
          <thead>
            <tr>
              <th>{t('desktop.activity.time')}</th>
              <th>{t('desktop.activity.kind')}</th>
              <th>{t('desktop.activity.detail')}</th>
              <th className="num">{t('desktop.activity.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((a, i) => (
              <tr key={`${a.at}${i}`}>
                <td>{formatDateTime(a.at)}</td>
                <td>{a.kind === 'settled' ? t('desktop.activity.kinds.settled') : t(`account.activity.kind.${a.kind}`)}</td>
                <td className="wrap">
                  {activityText(a, t)}
                  {a.event_name && <small>{a.event_name}</small>}
                </td>
                <td className="num">{a.amount ? <PnlText value={a.amount} /> : ''}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {data && data.last_page > 1 && (
        <Pad style={{ flexDirection: 'row', justifyContent: 'flex-end', alignItems: 'center' }}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('desktop.records.prev')}
          </Button>
          {t('account.pageOf', { page: data.current_page, last: data.last_page })}
          <Button size="sm" variant="secondary" disabled={page >= data.last_page} onClick={() => setPage(page + 1)}>
            {t('desktop.records.next')}
          </Button>
        </Pad>
      )}
    </Card>
  );
}

/** /exchange-account?tab=: My Profile, Balance Overview, My Bets, Bets History, Profit & Loss, Activity Log. */
export default function ExchangeAccountPage() {
  const { t } = useTranslation('exchange');
  const loggedIn = Boolean(useSelector(selectSession).token);
  const [params] = useSearchParams();
  const raw = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(raw ?? '') ? (raw as Tab) : 'profile';
  if (!loggedIn)
    return (
      <GateBox>
        <GuestGate title={t('desktop.account.title')} />
      </GateBox>
    );
  return (
    <>
      <PageTitle>
        <h1>
          <NavIcon name="account" size={18} /> {t('desktop.account.title')}
        </h1>
      </PageTitle>
      <TabBar aria-label={t('desktop.account.title')}>
        {TABS.map((k) => (
          <Link key={k} to={k === 'profile' ? '/exchange-account' : `/exchange-account?tab=${k}`} aria-current={tab === k ? 'page' : undefined} data-testid={`xacc-tab-${k}`}>
            {t(`account.menu.${k}`)}
          </Link>
        ))}
      </TabBar>
      {tab === 'profile' && <Profile />}
      {tab === 'balance' && <Balance />}
      {tab === 'bets' && <MyBets />}
      {tab === 'history' && <History />}
      {tab === 'pnl' && <Pnl />}
      {tab === 'activity' && <Activity />}
    </>
  );
}
