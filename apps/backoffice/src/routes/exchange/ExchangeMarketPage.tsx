import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import {
  toApiError,
  useBoExchangeBookQuery,
  useBoExchangeMarketQuery,
  useBoExchangeMarketsQuery,
  useBoExchangeUpdateMarketMutation,
  type BoExchangeMarket,
  type BoExchangeMarketRow,
  type BoExchangeMarketUpdate,
  type ExchangeMarketAction,
} from '@khela/api/backoffice';
import { MESSAGES, tryParseMoney } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon, useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { useServerError } from '../../components/errors';
import { dateTime, money, shortDateTime } from '../../components/format';
import { Badge, Btn, CheckLabel, ErrorLine, Field, FormGrid, Grid, HintLine, Input, Mono, Muted, Num, Panel, PanelBody, PanelHead, Small, Switch } from '../../components/kit';
import { ExchangeOdds, ExchangeOddsInput } from '../../components/kit/ExchangeOdds';
import { Cards, Stat } from '../../components/Stat';
import { useCan } from '../../components/useCan';
import { AddBookmakerDialog, AddFancyDialog, MarketActionDialog, SettleDialog, checkFancy } from './ExchangeMarketDialogs';
import { BackLink, InPlayBadge, KindBadge, MarketStatusBadge, ToggleBox, bpsOf, maxAtLeastMin, msOf, oddsOf, pct, percentRule, secondsRule, secs, stakeRule } from './exchangeShared';

const POLL_MS = 3_000;
const LIST_POLL_MS = 5_000;
const KIND_ORDER = { match_odds: 0, bookmaker: 1, fancy: 2 } as const;
const OVER = new Set(['settled', 'voided']);
/** Prices and lines cannot change once no more bets are taken. */
const NO_BETS = new Set(['closed', 'settled', 'voided']);

/**
 * One market: its runners and prices (the order book for Match Odds, the operator's prices for Bookmaker, the line for
 * Fancy), figures, status actions and settling, limits, the ledger check, and the event's other markets.
 */
export default function ExchangeMarketPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const id = useParams().id ?? '';
  const valid = /^\d{1,18}$/.test(id) && !/^0+$/.test(id);
  const canManage = useCan('exchange.manage');
  const { data: m, error, isLoading } = useBoExchangeMarketQuery(id, { skip: !valid, pollingInterval: POLL_MS });
  const siblings = useEventMarkets(m?.event_id);
  const row = siblings.rows?.find((r) => r.id === id);
  const start = siblings.rows?.[0]?.start_time;

  if (!valid || (error && toApiError(error).status === 404)) {
    return (
      <Muted data-testid="bo-exchange-not-found">
        {msg(MESSAGES.exchangeMarketNotFound)} <Link to="/exchange">{t('nav.exchange')}</Link>
      </Muted>
    );
  }
  if (isLoading || !m) return <Muted>{t('ui:loading')}</Muted>;

  return (
    <>
      <BackLink to="/exchange">
        <Icon name="back" size={14} /> {t('nav.exchange')}
      </BackLink>
      <Head>
        <div style={{ minWidth: 0 }}>
          <Title>
            <h1 data-testid="bo-exchange-market-name">{m.name}</h1>
            <KindBadge kind={m.kind} />
            <MarketStatusBadge status={m.status} testId="bo-exchange-market-status" />
            {m.in_play && !OVER.has(m.status) && <InPlayBadge />}
            {m.ball_running && m.kind !== 'match_odds' && !OVER.has(m.status) && <Badge $tone="warning">{t('exchange.ballRunning')}</Badge>}
          </Title>
          <Small>
            <b style={{ color: 'inherit' }}>{m.event_name}</b> · {t(`exchange.sports.${m.sport}`)}
            {start && <> · {t('exchange.starts', { time: dateTime(start) })}</>}
            {m.settled_at && <> · {t('exchange.settledAt', { time: shortDateTime(m.settled_at) })}</>} · {t('exchange.marketId', { id: m.id })}
          </Small>
        </div>
        {canManage && <StatusActions m={m} />}
      </Head>

      <Cards>
        <Stat icon="refresh" tone="info" label={t('exchange.matched')} value={`${money(m.matched_volume)} ${m.currency}`} money testId="bo-exchange-matched" />
        <Stat icon="user" tone="warning" label={t('exchange.playersExposure')} value={row ? money(row.players_exposure) : siblings.loaded ? '—' : undefined} money testId="bo-exchange-players-exposure" />
        {m.kind === 'match_odds' && (
          <Stat
            icon="refresh"
            tone="info"
            label={t('exchange.houseLiquidity')}
            value={row ? money(row.house_liquidity) : siblings.loaded ? '—' : undefined}
            hint={t('exchange.houseLiquidityHint')}
            money
            testId="bo-exchange-house-liquidity"
          />
        )}
        <Stat
          icon="lock"
          tone="gold"
          label={t('exchange.houseExposure')}
          value={m.house_exposure === null ? '—' : money(m.house_exposure)}
          hint={m.kind === 'match_odds' ? t('exchange.houseNone') : m.max_exposure !== null ? t('exchange.maxExposure', { amount: money(m.max_exposure) }) : undefined}
          money
          testId="bo-exchange-house-exposure"
        />
        <Stat
          icon="clock"
          tone="success"
          label={t('exchange.fields.betDelay')}
          value={secs(m.bet_delay_ms)}
          hint={m.kind === 'match_odds' ? t('exchange.commissionShort', { pct: pct(m.commission_bps) }) : t('exchange.stakes', { min: money(m.min_stake), max: money(m.max_stake) })}
          money
        />
      </Cards>

      <Grid $cols="minmax(0, 1fr) minmax(320px, 400px)">
        <div>
          {m.kind === 'match_odds' && <MatchOddsRunners m={m} />}
          {m.kind === 'bookmaker' && <BookmakerRunners key={m.id} m={m} canEdit={canManage && !NO_BETS.has(m.status)} />}
          {m.kind === 'fancy' && <FancyLine key={m.id} m={m} canEdit={canManage && !NO_BETS.has(m.status)} />}
          <LedgerCheck m={m} />
        </div>
        <div>
          <LimitsPanel key={m.id} m={m} canEdit={canManage && !OVER.has(m.status)} />
          <EventMarkets m={m} rows={siblings.rows} canManage={canManage} />
        </div>
      </Grid>
    </>
  );
}

/**
 * The event's markets: its live ones (open, suspended, closed: few, each status asked on its own so that hundreds of
 * settled ball-by-ball lines cannot push them off the page) and the newest 200 of any status.
 */
function useEventMarkets(eventId: string | undefined) {
  const opts = { skip: !eventId, pollingInterval: LIST_POLL_MS };
  const open = useBoExchangeMarketsQuery({ event_id: eventId, status: 'open', per_page: 200 }, opts);
  const suspended = useBoExchangeMarketsQuery({ event_id: eventId, status: 'suspended', per_page: 200 }, opts);
  const closed = useBoExchangeMarketsQuery({ event_id: eventId, status: 'closed', per_page: 200 }, opts);
  const recent = useBoExchangeMarketsQuery({ event_id: eventId, per_page: 200 }, opts);
  const [od, sd, cd, rd] = [open.data, suspended.data, closed.data, recent.data];
  const loaded = Boolean(od && sd && cd && rd);
  const rows = useMemo(() => {
    if (!od && !rd) return undefined;
    const byId = new Map<string, BoExchangeMarketRow>();
    for (const page of [od, sd, cd, rd]) for (const r of page?.data ?? []) byId.set(r.id, r);
    return [...byId.values()];
  }, [od, sd, cd, rd]);
  return { rows, loaded };
}

// ------------------------------------------------------------------ status actions

/** The actions the market's state allows: suspend or resume, turn in play, close, settle, void; resettle a settled one. */
function StatusActions({ m }: { m: BoExchangeMarket }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const [action, setAction] = useState<ExchangeMarketAction | null>(null);
  const [settling, setSettling] = useState(false);
  const [resettling, setResettling] = useState(false);
  const live = m.status === 'open' || m.status === 'suspended';
  const actions: ExchangeMarketAction[] = [
    ...(m.status === 'open' ? ['suspend' as const] : []),
    ...(m.status === 'suspended' ? ['resume' as const] : []),
    ...(live && !m.in_play ? ['in-play' as const] : []),
    ...(live ? ['close' as const] : []),
  ];
  const canSettle = live || m.status === 'closed';
  const canVoid = !OVER.has(m.status);
  return (
    <Actions>
      {actions.map((a) => (
        <Btn key={a} $variant={a === 'resume' ? 'primary' : 'secondary'} onClick={() => setAction(a)} data-testid={`bo-exchange-${a}`}>
          {t(`exchange.actions.${a}`)}
        </Btn>
      ))}
      {canSettle && (
        <Btn $variant="primary" onClick={() => setSettling(true)} data-testid="bo-exchange-settle">
          {t('exchange.actions.settle')}
        </Btn>
      )}
      {m.status === 'settled' && (
        <Btn $variant="secondary" onClick={() => setResettling(true)} data-testid="bo-exchange-resettle">
          {t('exchange.actions.resettle')}
        </Btn>
      )}
      {canVoid && (
        <Btn $variant="danger" onClick={() => setAction('void')} data-testid="bo-exchange-void">
          {t('exchange.actions.void')}
        </Btn>
      )}
      {action && <MarketActionDialog market={m} action={action} onClose={() => setAction(null)} />}
      {settling && <SettleDialog market={m} onClose={() => setSettling(false)} />}
      {resettling && <SettleDialog market={m} resettle onClose={() => setResettling(false)} />}
    </Actions>
  );
}

// ------------------------------------------------------------------ runners and prices

/** Match Odds: each runner's best three back and lay prices from the order book (players' and the market maker's orders). */
function MatchOddsRunners({ m }: { m: BoExchangeMarket }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const { data: book } = useBoExchangeBookQuery(m.id, { pollingInterval: OVER.has(m.status) ? 0 : POLL_MS });
  const ladder = (selectionId: string) => book?.runners.find((r) => r.selectionId === selectionId)?.ex;
  return (
    <Panel>
      <PanelHead>
        <h2>{t('exchange.runners')}</h2>
        <Small>{t('exchange.bookHint')}</Small>
      </PanelHead>
      <DataTable
        testId="bo-exchange-runners"
        columns={[{ label: t('exchange.runners') }, { label: t('exchange.backPrice'), className: 'num' }, { label: t('exchange.layPrice') }, { label: t('common.status') }]}
        empty={m.runners.length === 0}
      >
        {m.runners.map((r) => {
          const ex = ladder(r.selection_id);
          const back = ex?.availableToBack ?? [];
          const lay = ex?.availableToLay ?? [];
          return (
            <tr key={r.selection_id} data-testid={`bo-exchange-runner-${r.selection_id}`}>
              <td>
                <b>{r.name}</b>
                <Small>
                  {t('exchange.selectionId')} <Mono>{r.selection_id}</Mono>
                </Small>
              </td>
              <td className="num">
                <Ladder>
                  {[2, 1, 0].map((i) => (
                    <ExchangeOdds key={i} side="back" depth={i} price={back[i]?.price ?? null} size={back[i] ? money(back[i].size) : null} />
                  ))}
                </Ladder>
              </td>
              <td>
                <Ladder>
                  {[0, 1, 2].map((i) => (
                    <ExchangeOdds key={i} side="lay" depth={i} price={lay[i]?.price ?? null} size={lay[i] ? money(lay[i].size) : null} />
                  ))}
                </Ladder>
              </td>
              <td>
                <RunnerState m={m} runner={r} />
              </td>
            </tr>
          );
        })}
      </DataTable>
    </Panel>
  );
}

function RunnerState({ m, runner }: { m: BoExchangeMarket; runner: BoExchangeMarket['runners'][number] }) {
  const { t } = useTranslation('backoffice');
  if (m.winner_selection_id === runner.selection_id) return <Badge $tone="success">{t('exchange.winner')}</Badge>;
  if (runner.suspended) return <Badge $tone="warning">{t('status.suspended')}</Badge>;
  return <Muted>—</Muted>;
}

type PriceDraft = Record<string, { back: string; lay: string; suspended: boolean }>;

/**
 * Bookmaker: the operator's back and lay price per runner, and whether each runner is suspended. The prices follow the
 * market live until the operator starts editing; Save sends them, Discard goes back to the live ones.
 */
function BookmakerRunners({ m, canEdit }: { m: BoExchangeMarket; canEdit: boolean }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const serverError = useServerError();
  const [update, { isLoading }] = useBoExchangeUpdateMarketMutation();
  const [draft, setDraft] = useState<PriceDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const live: PriceDraft = Object.fromEntries(m.runners.map((r) => [r.selection_id, { back: r.back === null ? '' : r.back.toFixed(2), lay: r.lay === null ? '' : r.lay.toFixed(2), suspended: r.suspended }]));
  const shown = draft ?? live;
  const edit = (sel: string, change: Partial<PriceDraft[string]>) => {
    setDraft({ ...shown, [sel]: { ...shown[sel]!, ...change } });
    setErrors({});
  };

  const save = async () => {
    if (!draft) return;
    const errs: Record<string, string> = {};
    for (const r of m.runners) {
      const d = draft[r.selection_id]!;
      if (oddsOf(d.back) === undefined) errs[`${r.selection_id}.back`] = msg(MESSAGES.valueInvalid);
      if (oddsOf(d.lay) === undefined) errs[`${r.selection_id}.lay`] = msg(MESSAGES.valueInvalid);
    }
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      const runners = m.runners.map((r) => {
        const d = draft[r.selection_id]!;
        return { selection_id: r.selection_id, back: oddsOf(d.back) ?? null, lay: oddsOf(d.lay) ?? null, suspended: d.suspended };
      });
      await update({ id: m.id, body: { runners } }).unwrap();
      toast.show(t('exchange.pricesSaved'), 'success');
      setDraft(null);
    } catch (err) {
      const f = serverError.fields(err);
      const mapped: Record<string, string> = {};
      for (const [k, v] of Object.entries(f)) {
        const hit = /^runners\.(\d+)\.(back|lay)$/.exec(k);
        if (hit) mapped[`${m.runners[Number(hit[1])]?.selection_id}.${hit[2]}`] = v;
      }
      setErrors(mapped);
      serverError.show(err);
    }
  };

  return (
    <Panel>
      <DraftHead
        title={t('exchange.runners')}
        m={m}
        canEdit={canEdit}
        editing={Boolean(draft)}
        busy={isLoading}
        onDiscard={() => (setDraft(null), setErrors({}))}
        onSave={() => void save()}
        saveLabel={t('exchange.savePrices')}
        saveTestId="bo-exchange-save-prices"
      />
      <DataTable
        testId="bo-exchange-runners"
        columns={[
          { label: t('exchange.runners') },
          { label: t('exchange.backPrice'), className: 'num' },
          { label: t('exchange.layPrice') },
          { label: canEdit ? t('exchange.runnerSuspended') : t('common.status') },
        ]}
      >
        {m.runners.map((r) => {
          const d = shown[r.selection_id]!;
          const eb = errors[`${r.selection_id}.back`];
          const el = errors[`${r.selection_id}.lay`];
          return (
            <tr key={r.selection_id} data-testid={`bo-exchange-runner-${r.selection_id}`}>
              <td>
                <b>{r.name}</b>
                <Small>
                  {t('exchange.selectionId')} <Mono>{r.selection_id}</Mono>
                </Small>
              </td>
              {canEdit ? (
                <>
                  <td className="num">
                    <ExchangeOddsInput $side="back" aria-label={`${r.name}: ${t('exchange.backPrice')}`} placeholder="—" value={d.back} onChange={(e) => edit(r.selection_id, { back: e.target.value })} $invalid={Boolean(eb)} title={eb} data-testid={`bo-exchange-back-${r.selection_id}`} />
                  </td>
                  <td>
                    <ExchangeOddsInput $side="lay" aria-label={`${r.name}: ${t('exchange.layPrice')}`} placeholder="—" value={d.lay} onChange={(e) => edit(r.selection_id, { lay: e.target.value })} $invalid={Boolean(el)} title={el} data-testid={`bo-exchange-lay-${r.selection_id}`} />
                  </td>
                  <td>
                    <CheckLabel>
                      <input type="checkbox" checked={d.suspended} onChange={(e) => edit(r.selection_id, { suspended: e.target.checked })} data-testid={`bo-exchange-suspend-${r.selection_id}`} />
                      {t('status.suspended')}
                    </CheckLabel>
                  </td>
                </>
              ) : (
                <>
                  <td className="num">
                    <ExchangeOdds side="back" price={r.back} />
                  </td>
                  <td>
                    <ExchangeOdds side="lay" price={r.lay} />
                  </td>
                  <td>
                    <RunnerState m={m} runner={r} />
                  </td>
                </>
              )}
            </tr>
          );
        })}
      </DataTable>
      {canEdit && <Foot>{Object.values(errors)[0] ? <ErrorLine role="alert">{Object.values(errors)[0]}</ErrorLine> : <HintLine>{t('exchange.bookmakerHint')}</HintLine>}</Foot>}
    </Panel>
  );
}

type LineDraft = { no: string; no_rate: string; yes: string; yes_rate: string };

/** Fancy: the NO and YES values and their rates (live until the operator edits), the category, the result once settled. */
function FancyLine({ m, canEdit }: { m: BoExchangeMarket; canEdit: boolean }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const serverError = useServerError();
  const [update, { isLoading }] = useBoExchangeUpdateMarketMutation();
  const [draft, setDraft] = useState<LineDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const f = m.fancy;
  const str = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  const live: LineDraft = { no: str(f?.no), no_rate: str(f?.no_rate), yes: str(f?.yes), yes_rate: str(f?.yes_rate) };
  const shown = draft ?? live;
  const edit = (k: keyof LineDraft, v: string) => {
    setDraft({ ...shown, [k]: v });
    setErrors({});
  };

  const save = async () => {
    if (!draft) return;
    const errs = checkFancy(draft, msg);
    setErrors(errs);
    if (Object.keys(errs).length) return;
    try {
      await update({ id: m.id, body: { no: Number(draft.no), no_rate: Number(draft.no_rate), yes: Number(draft.yes), yes_rate: Number(draft.yes_rate) } }).unwrap();
      toast.show(t('exchange.lineSaved'), 'success');
      setDraft(null);
    } catch (err) {
      setErrors(serverError.fields(err));
      serverError.show(err);
    }
  };

  const field = (k: keyof LineDraft, label: string, side: 'back' | 'lay') => (
    <Field label={label} error={errors[k]}>
      {(id) => <ExchangeOddsInput id={id} $side={side} inputMode="numeric" value={shown[k]} onChange={(e) => edit(k, e.target.value)} $invalid={Boolean(errors[k])} style={{ width: '100%' }} data-testid={`bo-exchange-line-${k}`} />}
    </Field>
  );

  return (
    <Panel>
      <DraftHead
        title={t('exchange.fancyLine')}
        m={m}
        canEdit={canEdit}
        editing={Boolean(draft)}
        busy={isLoading}
        onDiscard={() => (setDraft(null), setErrors({}))}
        onSave={() => void save()}
        saveLabel={t('exchange.saveLine')}
        saveTestId="bo-exchange-save-line"
      />
      <PanelBody>
        <Lines>
          <div>
            <Small>{t('exchange.category')}</Small>
            <b>{f ? t(`exchange.categories.${f.category}`) : '—'}</b>
          </div>
          <div>
            <Small>{t('exchange.noLine')}</Small>
            <ExchangeOdds side="lay" price={f?.no ?? null} size={f?.no_rate !== null && f?.no_rate !== undefined ? String(f.no_rate) : null} digits={0} testId="bo-exchange-no" />
          </div>
          <div>
            <Small>{t('exchange.yesLine')}</Small>
            <ExchangeOdds side="back" price={f?.yes ?? null} size={f?.yes_rate !== null && f?.yes_rate !== undefined ? String(f.yes_rate) : null} digits={0} testId="bo-exchange-yes" />
          </div>
          {m.result !== null && (
            <div data-testid="bo-exchange-result">
              <Small>{t('exchange.settleResult')}</Small>
              <Num style={{ fontSize: 20 }}>{m.result}</Num>
            </div>
          )}
        </Lines>
        {canEdit && (
          <>
            <FormGrid $cols={4} style={{ marginTop: 14 }}>
              {field('no', t('exchange.noLine'), 'lay')}
              {field('no_rate', t('exchange.noRate'), 'lay')}
              {field('yes', t('exchange.yesLine'), 'back')}
              {field('yes_rate', t('exchange.yesRate'), 'back')}
            </FormGrid>
            <HintLine style={{ marginTop: 8 }}>{t('exchange.fancyHint')}</HintLine>
          </>
        )}
      </PanelBody>
    </Panel>
  );
}

/** The ball running switch of a Bookmaker or Fancy market: while on, no bets are taken. */
/** A price panel's head: its title, the ball running switch, and Discard / Save while the operator edits. */
function DraftHead(p: {
  title: string;
  m: BoExchangeMarket;
  canEdit: boolean;
  editing: boolean;
  busy: boolean;
  onDiscard: () => void;
  onSave: () => void;
  saveLabel: string;
  saveTestId: string;
}) {
  const { t } = useTranslation(['backoffice', 'ui']);
  return (
    <PanelHead>
      <h2>{p.title}</h2>
      <HeadTools>
        <BallRunning m={p.m} canEdit={p.canEdit} />
        {p.canEdit && p.editing && (
          <>
            <Btn $size="xs" onClick={p.onDiscard} disabled={p.busy}>
              {t('common.discard')}
            </Btn>
            <Btn $size="xs" $variant="primary" onClick={p.onSave} disabled={p.busy} data-testid={p.saveTestId}>
              {p.saveLabel}
            </Btn>
          </>
        )}
      </HeadTools>
    </PanelHead>
  );
}

function BallRunning({ m, canEdit }: { m: BoExchangeMarket; canEdit: boolean }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const toast = useToast();
  const serverError = useServerError();
  const [update, { isLoading }] = useBoExchangeUpdateMarketMutation();
  // The switch moves at once; the market's own value takes over when the refetch brings it (or the call fails).
  const [pending, setPending] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(m.ball_running);
  if (seen !== m.ball_running) {
    setSeen(m.ball_running);
    if (pending === m.ball_running) setPending(null);
  }
  if (!canEdit) return m.ball_running && !OVER.has(m.status) ? <Badge $tone="warning">{t('exchange.ballRunning')}</Badge> : null;
  return (
    <span title={t('exchange.ballRunningHint')}>
      <Switch
        checked={pending ?? m.ball_running}
        disabled={isLoading}
        label={t('exchange.ballRunning')}
        testId="bo-exchange-ball-running"
        onChange={async (on) => {
          setPending(on);
          try {
            await update({ id: m.id, body: { ball_running: on } }).unwrap();
            toast.show(on ? t('exchange.ballRunningOn') : t('exchange.ballRunningOff'), 'success');
            // by then the refetch has come: the feed may have moved it again since
            setTimeout(() => setPending(null), POLL_MS);
          } catch (err) {
            setPending(null);
            serverError.show(err);
          }
        }}
      />
    </span>
  );
}

// ------------------------------------------------------------------ limits

interface LimitValues {
  min_stake: string;
  max_stake: string;
  max_exposure: string;
  commission: string;
  bet_delay: string;
  liquidity: boolean;
}

const trimPct = (bps: number) => String(bps / 100);
const trimSecs = (ms: number) => String(ms / 1000);

/** Stakes, the house's exposure limit (Bookmaker, Fancy), commission and market maker (Match Odds), bet delay. */
function LimitsPanel({ m, canEdit }: { m: BoExchangeMarket; canEdit: boolean }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const serverError = useServerError();
  const [update, { isLoading }] = useBoExchangeUpdateMarketMutation();
  const mo = m.kind === 'match_odds';
  const initial: LimitValues = {
    min_stake: m.min_stake,
    max_stake: m.max_stake,
    max_exposure: m.max_exposure ?? '',
    commission: trimPct(m.commission_bps),
    bet_delay: trimSecs(m.bet_delay_ms),
    liquidity: m.liquidity,
  };
  const form = useFormik<LimitValues>({
    initialValues: initial,
    enableReinitialize: true,
    validationSchema: yup.object({
      min_stake: stakeRule(),
      max_stake: stakeRule().test('min', MESSAGES.valueInvalid, function (v) {
        return maxAtLeastMin((this.parent as LimitValues).min_stake, v ?? '');
      }),
      max_exposure: mo ? yup.string() : stakeRule(),
      commission: percentRule,
      bet_delay: secondsRule,
    }),
    onSubmit: async (v, helpers) => {
      const body: BoExchangeMarketUpdate = {};
      const same = (a: string, b: string) => tryParseMoney(a.trim()) === tryParseMoney(b);
      if (!same(v.min_stake, initial.min_stake)) body.min_stake = v.min_stake.trim();
      if (!same(v.max_stake, initial.max_stake)) body.max_stake = v.max_stake.trim();
      if (!mo && !same(v.max_exposure, initial.max_exposure)) body.max_exposure = v.max_exposure.trim();
      if (mo && bpsOf(v.commission) !== m.commission_bps) body.commission_bps = bpsOf(v.commission)!;
      if (msOf(v.bet_delay) !== m.bet_delay_ms) body.bet_delay_ms = msOf(v.bet_delay)!;
      if (mo && v.liquidity !== m.liquidity) body.liquidity = v.liquidity;
      if (Object.keys(body).length === 0) return;
      try {
        await update({ id: m.id, body }).unwrap();
        toast.show(t('common.saved'), 'success');
      } catch (err) {
        const f = serverError.fields(err);
        const { commission_bps, bet_delay_ms, ...rest } = f;
        helpers.setErrors({ ...rest, ...(commission_bps ? { commission: commission_bps } : {}), ...(bet_delay_ms ? { bet_delay: bet_delay_ms } : {}) });
        serverError.show(err);
      }
    },
  });
  const err = (k: keyof LimitValues) => {
    const e = form.errors[k];
    return (form.touched[k] || form.submitCount > 0) && typeof e === 'string' ? msg(e) : null;
  };
  const input = (k: Exclude<keyof LimitValues, 'liquidity'>, label: string, hint?: ReactNode, mode: 'decimal' | 'numeric' = 'decimal') => (
    <Field label={label} error={err(k)} hint={hint}>
      {(id) => (
        <Input id={id} name={k} inputMode={mode} disabled={!canEdit} value={form.values[k]} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err(k))} data-testid={`bo-exchange-limit-${k}`} />
      )}
    </Field>
  );

  return (
    <Panel>
      <form onSubmit={form.handleSubmit} noValidate>
        <PanelHead>
          <h2>{t('exchange.limitsTitle')}</h2>
          {canEdit && (
            <HeadTools>
              {form.dirty && (
                <Btn $size="xs" onClick={() => form.resetForm()} disabled={isLoading}>
                  {t('common.discard')}
                </Btn>
              )}
              <Btn $size="xs" type="submit" $variant="primary" disabled={!form.dirty || isLoading} data-testid="bo-exchange-save-limits">
                {t('common.saveChanges')}
              </Btn>
            </HeadTools>
          )}
        </PanelHead>
        <PanelBody>
          <FormGrid>
            {input('min_stake', t('exchange.fields.minStake'))}
            {input('max_stake', t('exchange.fields.maxStake'))}
            {mo ? input('commission', t('exchange.fields.commission'), t('exchange.hints.commission')) : <div className="span-all">{input('max_exposure', t('exchange.fields.maxExposure'), t('exchange.hints.maxExposure'))}</div>}
            <div className={mo ? undefined : 'span-all'}>{input('bet_delay', t('exchange.fields.betDelay'), t('exchange.hints.betDelay'))}</div>
            {mo ? (
              <ToggleBox className="span-all">
                <Switch checked={form.values.liquidity} disabled={!canEdit} onChange={(v) => void form.setFieldValue('liquidity', v)} label={t('exchange.liquidity')} testId="bo-exchange-limit-liquidity" />
                <HintLine>{t('exchange.hints.liquidity')}</HintLine>
              </ToggleBox>
            ) : (
              <HintLine className="span-all">{t('exchange.hints.noCommission')}</HintLine>
            )}
          </FormGrid>
        </PanelBody>
      </form>
    </Panel>
  );
}

// ------------------------------------------------------------------ ledger check and the event's markets

/** Every player's exposure held in the ledger against the one their bets make now: an empty list is the healthy state. */
function LedgerCheck({ m }: { m: BoExchangeMarket }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const bad = m.mismatches.length;
  return (
    <Panel data-testid="bo-exchange-ledger-check">
      <PanelHead>
        <h2>{t('exchange.ledgerTitle')}</h2>
        <Badge $tone={bad ? 'danger' : 'success'}>{bad ? t('status.mismatch') : t('status.matched')}</Badge>
      </PanelHead>
      {bad === 0 ? (
        <PanelBody>
          <Ok>
            <Icon name="check" size={16} /> {t('exchange.ledgerOk')}
          </Ok>
        </PanelBody>
      ) : (
        <>
          <PanelBody style={{ paddingBottom: 0 }}>
            <ErrorLine>{t('exchange.ledgerBad', { count: bad })}</ErrorLine>
          </PanelBody>
          <DataTable testId="bo-exchange-mismatches" columns={[{ label: t('audit.entities.player') }, { label: t('exchange.held'), className: 'num' }, { label: t('exchange.computed'), className: 'num' }]}>
            {m.mismatches.map((x) => (
              <tr key={x.player_id}>
                <td>
                  <Link to={`/players/${x.player_id}`}>
                    <Mono>#{x.player_id}</Mono>
                  </Link>
                </td>
                <td className="num">
                  <Num>{money(x.held)}</Num>
                </td>
                <td className="num">
                  <Num $tone="neg">{money(x.computed)}</Num>
                </td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </Panel>
  );
}

/** The event's markets (this one marked), and adding a Bookmaker market or a Fancy line to it. */
type EventMarket = Pick<BoExchangeMarketRow, 'id' | 'kind' | 'name' | 'status'>;

function EventMarkets({ m, rows, canManage }: { m: BoExchangeMarket; rows: BoExchangeMarketRow[] | undefined; canManage: boolean }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const [adding, setAdding] = useState<'bookmaker' | 'fancy' | null>(null);
  const [showOver, setShowOver] = useState(false);
  const matchOdds = rows?.find((r) => r.kind === 'match_odds');
  // Match Odds, Bookmaker, then Fancy; live before over; newest first. Settled and voided lines fold away.
  const here: EventMarket = { id: m.id, kind: m.kind, name: m.name, status: m.status };
  const list: EventMarket[] = rows?.some((r) => r.id === m.id) ? rows : [...(rows ?? []), here];
  const sorted = [...list].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || Number(OVER.has(a.status)) - Number(OVER.has(b.status)) || Number(b.id) - Number(a.id));
  const over = sorted.filter((r) => OVER.has(r.status) && r.id !== m.id).length;
  const shown = showOver ? sorted : sorted.filter((r) => !OVER.has(r.status) || r.id === m.id);
  const matchOddsMarket = useBoExchangeMarketQuery(matchOdds?.id ?? '', { skip: !matchOdds || matchOdds.id === m.id || adding !== 'bookmaker' });
  const runnerNames = (m.kind === 'fancy' ? (matchOddsMarket.data?.runners ?? []) : m.runners).map((r) => r.name);
  return (
    <Panel>
      <PanelHead>
        <h2>{t('exchange.eventMarkets')}</h2>
      </PanelHead>
      <EventList data-testid="bo-exchange-event-markets">
        {shown.map((r) => (
          <li key={r.id} aria-current={r.id === m.id ? 'page' : undefined}>
            <KindBadge kind={r.kind} />
            {r.id === m.id ? <b>{r.name}</b> : <Link to={`/exchange/markets/${r.id}`}>{r.name}</Link>}
            <MarketStatusBadge status={r.status} />
          </li>
        ))}
      </EventList>
      {over > 0 && (
        <MoreLine>
          <Btn $size="xs" $variant="ghost" onClick={() => setShowOver((v) => !v)} data-testid="bo-exchange-show-over">
            {showOver ? t('exchange.hideOver') : t('exchange.showOver', { count: over })}
          </Btn>
        </MoreLine>
      )}
      {canManage && (
        <PanelBody style={{ display: 'flex', gap: 8, flexWrap: 'wrap', borderTop: '1px solid rgba(42, 54, 86, 0.6)' }}>
          <Btn $size="xs" onClick={() => setAdding('bookmaker')} data-testid="bo-exchange-add-bookmaker-open">
            + {t('exchange.addBookmaker')}
          </Btn>
          <Btn $size="xs" onClick={() => setAdding('fancy')} data-testid="bo-exchange-add-fancy-open">
            + {t('exchange.addFancy')}
          </Btn>
        </PanelBody>
      )}
      {adding === 'bookmaker' && (m.kind !== 'fancy' || !matchOdds || matchOddsMarket.data || matchOddsMarket.isError) && (
        <AddBookmakerDialog eventId={m.event_id} runnerNames={runnerNames} onClose={() => setAdding(null)} />
      )}
      {adding === 'fancy' && <AddFancyDialog eventId={m.event_id} onClose={() => setAdding(null)} />}
    </Panel>
  );
}

// ------------------------------------------------------------------ styles

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 4px;
  h1 { font-size: 20px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
`;

const HeadTools = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Ladder = styled.div`
  display: inline-flex;
  gap: 4px;
`;

const Foot = styled.div`
  padding: 8px 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Lines = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 20px;
  & > div { display: flex; flex-direction: column; gap: 4px; }
`;

const MoreLine = styled.div`
  padding: 0 8px 8px;
`;

const Ok = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.success};
  font-size: 13px;
`;

const EventList = styled.ul`
  margin: 0;
  padding: 6px 0;
  list-style: none;
  max-height: 360px;
  overflow-y: auto;
  li {
    display: grid;
    grid-template-columns: 110px minmax(0, 1fr) auto;
    align-items: center;
    gap: 8px;
    padding: 6px 14px;
    font-size: 13px;
  }
  li > :first-child { justify-self: start; }
  li > :nth-child(2) { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  li[aria-current='page'] { background: rgba(18, 185, 129, 0.08); box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent}; }
`;
