import type { CSSProperties } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { EXCHANGE_MARKET_STATUSES, useBoExchangeMarketsQuery, type BoExchangeMarketRow, type ExchangeMarketStatus } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { money, shortDateTime } from '../../components/format';
import { Btn, ClickRow, FilterTabs, Mono, Muted, Num, Page, Panel, Select, Small, Toolbar } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { useCan } from '../../components/useCan';
import { InPlayBadge, KindBadge, MarketStatusBadge, pct, secs, useExchangeEvents, useStatusLabel } from './exchangeShared';

const PER_PAGE = 50;
/** The figures' headers wrap, so that the whole row fits a 1280 px screen. */
const NUM_HEAD: CSSProperties = { whiteSpace: 'normal', width: 104, lineHeight: 1.25 };
const OVER = new Set(['closed', 'settled', 'voided']);
const POLL_MS = 5_000;
type StatusTab = 'all' | ExchangeMarketStatus;

/**
 * The exchange's markets, newest first: matched volume, what players hold as exposure and the house's worst case,
 * limits. Filters (status, event) and the page live in the address, so Back from a market returns to the same list.
 */
export default function ExchangeMarketsPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const navigate = useNavigate();
  const canManage = useCan('exchange.manage');
  const statusLabel = useStatusLabel();
  const [params, setParams] = useSearchParams();
  const status = (EXCHANGE_MARKET_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ExchangeMarketStatus) : undefined;
  const eventId = /^\d{1,18}$/.test(params.get('event') ?? '') ? params.get('event')! : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);

  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  const { data, isLoading, isFetching } = useBoExchangeMarketsQuery({ status, event_id: eventId, page, per_page: PER_PAGE }, { pollingInterval: POLL_MS });
  const groups = useExchangeEvents(data?.data);

  return (
    <Page
      title={t('nav.exchange')}
      subtitle={t('exchange.subtitle')}
      actions={
        <>
          <Btn onClick={() => navigate('/exchange/settings')} data-testid="bo-exchange-settings">
            <Icon name="globe" size={14} /> {t('exchange.settings')}
          </Btn>
          {canManage && (
            <Btn $variant="primary" onClick={() => navigate('/exchange/new-event')} data-testid="bo-exchange-new-event">
              + {t('exchange.newEvent')}
            </Btn>
          )}
        </>
      }
    >
      <Toolbar style={{ marginBottom: 12 }}>
        <FilterTabs<StatusTab>
          label={t('common.status')}
          value={status ?? 'all'}
          onChange={(k) => set({ status: k === 'all' ? null : k })}
          items={[{ key: 'all' as StatusTab, label: t('common.all') }, ...EXCHANGE_MARKET_STATUSES.map((s) => ({ key: s as StatusTab, label: statusLabel(s) }))]}
        />
        <Select aria-label={t('exchange.event')} value={eventId ?? ''} onChange={(e) => set({ event: e.target.value })} style={{ width: 300 }} data-testid="bo-exchange-event">
          <option value="">{t('exchange.allEvents')}</option>
          {groups.map((g) => (
            <optgroup key={g.sport} label={t(`exchange.sports.${g.sport}`)}>
              {g.events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.name} · {shortDateTime(e.start_time)}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
        {(status || eventId) && (
          <Btn $variant="ghost" onClick={() => setParams({}, { replace: true })}>
            <Icon name="close" size={14} /> {t('common.clear')}
          </Btn>
        )}
        {data && <Small data-testid="bo-exchange-total">{t('exchange.count', { count: data.total })}</Small>}
      </Toolbar>
      <Panel aria-busy={isFetching}>
        <DataTable
          testId="bo-exchange-markets"
          columns={[
            { label: t('exchange.event') },
            { label: t('common.kind') },
            { label: t('exchange.market') },
            { label: t('common.status') },
            { label: t('exchange.inPlay') },
            { label: t('exchange.matched'), className: 'num', style: NUM_HEAD },
            { label: t('exchange.playersExposure'), className: 'num', style: NUM_HEAD },
            { label: t('exchange.houseExposure'), className: 'num', style: NUM_HEAD },
            { label: t('exchange.limits') },
          ]}
          loading={isLoading}
          empty={data?.data.length === 0}
          emptyText={t('exchange.empty')}
        >
          {data?.data.map((m) => (
            <MarketRow key={m.id} m={m} onOpen={() => navigate(`/exchange/markets/${m.id}`)} />
          ))}
        </DataTable>
        {data && data.total > 0 && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={(p) => set({ page: p > 1 ? String(p) : null })} />}
      </Panel>
    </Page>
  );
}

function MarketRow({ m, onOpen }: { m: BoExchangeMarketRow; onOpen(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  return (
    <ClickRow onClick={onOpen} data-testid={`bo-exchange-row-${m.id}`}>
      <td className="wrap" style={{ minWidth: 160, maxWidth: 230 }}>
        <b>{m.event_name}</b>
        <Small>
          {t(`exchange.sports.${m.sport}`)} · {shortDateTime(m.start_time)}
        </Small>
      </td>
      <td>
        <KindBadge kind={m.kind} />
      </td>
      <td>
        <Link to={`/exchange/markets/${m.id}`} onClick={(e) => e.stopPropagation()}>
          {m.name}
        </Link>
        <Small>
          <Mono>#{m.id}</Mono>
        </Small>
      </td>
      <td>
        <MarketStatusBadge status={m.status} testId={`bo-exchange-status-${m.id}`} />
      </td>
      <td>{m.in_play ? <InPlayBadge /> : !OVER.has(m.status) && Date.parse(m.start_time) > Date.now() ? <Muted>{t('exchange.preMatch')}</Muted> : <Muted>—</Muted>}</td>
      <td className="num">
        <Num>{money(m.matched_volume)}</Num>
      </td>
      <td className="num">
        <Num>{money(m.players_exposure)}</Num>
      </td>
      <td className="num">
        {m.house_exposure === null ? (
          <Muted title={m.kind === 'match_odds' ? t('exchange.houseNone') : undefined}>—</Muted>
        ) : (
          <Num $tone="gold">{money(m.house_exposure)}</Num>
        )}
      </td>
      <td>
        <Small style={{ color: 'inherit' }}>{t('exchange.stakes', { min: money(m.min_stake), max: money(m.max_stake) })}</Small>
        <Small>
          {[
            m.kind === 'match_odds' ? t('exchange.commissionShort', { pct: pct(m.commission_bps) }) : null,
            m.kind !== 'match_odds' && m.max_exposure !== null ? t('exchange.maxExposure', { amount: money(m.max_exposure) }) : null,
            t('exchange.delayShort', { s: secs(m.bet_delay_ms) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Small>
      </td>
    </ClickRow>
  );
}
