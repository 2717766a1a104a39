import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBoLiveRoundQuery, useBoVoidLiveRoundMutation, type BoLiveRound, type BoLiveTable } from '@khela/api/backoffice';
import { TEEN_PATTI_CATEGORIES, liveRules, parseMoney, toWire, type LiveDeal } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { ReasonDialog, SummaryLines } from '../../components/dialogs';
import { Drawer, DrawerSection } from '../../components/Drawer';
import { useServerError } from '../../components/errors';
import { dateTime, isNegative, money } from '../../components/format';
import { Badge, Btn, Mono, Muted, Num, Small } from '../../components/kit';
import { StatusBadge } from '../../components/status';
import { useCan } from '../../components/useCan';
import { CardText, PhaseBadge, ResultText, count, useLiveLabels } from './liveShared';

const UNDER_WAY = new Set(['betting', 'dealing']);

/**
 * One live round: its table and times, the deal (cards as "K♠", dice), what each spot took and returned, the seeds
 * (the seed once the round is over), every player's stakes per spot and payout. A round under way (betting or
 * dealing) can be voided by admin and finance with a reason: every stake goes back.
 */
export function LiveRoundDrawer({ id, table, onClose }: { id: string; table: BoLiveTable | undefined; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const [poll, setPoll] = useState(0);
  const { data: r, isLoading, isError } = useBoLiveRoundQuery(id, { pollingInterval: poll });
  const underWay = Boolean(r && UNDER_WAY.has(r.phase));
  // While the round is under way it moves on by itself: follow it.
  if ((underWay ? 2_000 : 0) !== poll) setPoll(underWay ? 2_000 : 0);
  const canVoid = useCan('rounds.refund');
  const [voiding, setVoiding] = useState(false);

  return (
    <>
      <Drawer
        testId="bo-live-round-drawer"
        width={640}
        onClose={onClose}
        title={
          <>
            {t('rounds.roundTitle', { id })}
            {r && <PhaseBadge phase={r.phase} testId="bo-live-round-phase" />}
          </>
        }
        footer={
          underWay && canVoid ? (
            <Btn $variant="danger" onClick={() => setVoiding(true)} data-testid="bo-live-round-void">
              {t('live.drawer.void')}
            </Btn>
          ) : undefined
        }
      >
        {isLoading && <Muted>{t('ui:loading')}</Muted>}
        {isError && <Muted>{t('rounds.notFound')}</Muted>}
        {r && <Details r={r} table={table} />}
      </Drawer>
      {voiding && r && <VoidDialog round={r} table={table} onClose={() => setVoiding(false)} />}
    </>
  );
}

function Details({ r, table }: { r: BoLiveRound; table: BoLiveTable | undefined }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const l = useLiveLabels();
  const game = table?.game_code;
  const ggr = r.phase === 'settled' ? toWire(parseMoney(r.stake) - parseMoney(r.payout)) : null;
  const cur = table?.currency ?? '';
  return (
    <>
      <SummaryLines
        lines={[
          [t('live.drawer.table'), table ? l.tableWithGame(table) : `#${r.table_id}`],
          [t('rounds.outcome'), game ? <ResultText key="res" game={game} code={r.deal?.code ?? null} /> : (r.deal?.code ?? '—')],
          [t('nav.players'), count(r.players)],
          [t('rounds.stake'), <Num key="s">{money(r.stake)} {cur}</Num>],
          [t('rounds.payout'), <Num key="p">{money(r.payout)} {cur}</Num>],
          [t('rounds.stats.ggr'), ggr === null ? '—' : <Num key="g" $tone={isNegative(ggr) ? 'neg' : 'pos'}>{money(ggr)} {cur}</Num>],
          [t('live.drawer.bettingEnds'), dateTime(r.betting_ends_at)],
          [t('live.drawer.dealt'), r.dealt_at ? dateTime(r.dealt_at) : '—'],
          [t('rounds.settled'), r.settled_at ? dateTime(r.settled_at) : '—'],
        ]}
      />

      <DrawerSection title={t('live.drawer.deal')}>
        {r.deal ? (
          <Deal deal={r.deal} game={game} />
        ) : (
          <Small data-testid="bo-live-deal">{r.phase === 'voided' ? t('live.drawer.voidedNoDeal') : t('live.drawer.notDealt', { time: dateTime(r.betting_ends_at) })}</Small>
        )}
      </DrawerSection>

      <DrawerSection title={t('live.drawer.bets')}>
        <DataTable
          testId="bo-live-round-bets"
          columns={[
            { label: t('audit.entities.player') },
            { label: t('live.cols.stakes') },
            { label: t('rounds.stake'), className: 'num' },
            { label: t('rounds.payout'), className: 'num' },
            { label: t('common.status') },
          ]}
          empty={r.bets.length === 0}
          emptyText={t('live.drawer.noBets')}
        >
          {r.bets.map((b) => (
            <tr key={b.player_id} data-testid={`bo-live-bet-${b.player_id}`}>
              <td>
                <Link to={`/players/${b.player_id}`}>{b.username}</Link>
              </td>
              <td className="wrap">
                {Object.entries(b.spots).map(([s, v]) => (
                  <SpotLine key={s}>
                    <span>{l.spot(s)}</span> <Num>{money(v)}</Num>
                  </SpotLine>
                ))}
              </td>
              <td className="num">
                <Num>{money(b.stake)}</Num>
              </td>
              <td className="num">{b.payout === null ? <Muted>—</Muted> : <Num $tone={parseMoney(b.payout) > 0n ? 'pos' : undefined}>{money(b.payout)}</Num>}</td>
              <td>{b.status ? <StatusBadge value={b.status} /> : <Muted>—</Muted>}</td>
            </tr>
          ))}
        </DataTable>
      </DrawerSection>

      <DrawerSection title={t('live.drawer.spotsTitle')}>
        <Spots r={r} game={game} />
      </DrawerSection>

      <DrawerSection
        title={t('rounds.fair')}
        aside={<Badge $tone={r.seed ? 'success' : 'warning'}>{r.seed ? t('rounds.seedRevealed') : t('rounds.seedSecret')}</Badge>}
      >
        <SummaryLines
          lines={[
            [t('live.drawer.seedHash'), <Mono key="h" data-testid="bo-live-seed-hash">{r.seed_hash}</Mono>],
            [t('live.drawer.seed'), r.seed ? <Mono key="s" data-testid="bo-live-seed">{r.seed}</Mono> : <Muted key="s">{t('live.drawer.seedHidden')}</Muted>],
            [t('live.drawer.chain'), t('live.drawer.chainValue', { chain: r.chain_id, index: r.chain_index })],
          ]}
        />
      </DrawerSection>

    </>
  );
}

/** The deal in order, grouped by where it went ("Dragon: K♠"), with the facts that decide it. */
function Deal({ deal, game }: { deal: LiveDeal; game: string | undefined }) {
  const { t } = useTranslation('backoffice');
  const l = useLiveLabels();
  const groups: { to: string; items: ReactNode[] }[] = [];
  deal.steps.forEach((s, i) => {
    let g = groups.find((x) => x.to === s.to);
    if (!g) groups.push((g = { to: s.to, items: [] }));
    g.items.push(s.card !== undefined ? <CardText key={i} card={s.card} /> : <Die key={i}>{s.die}</Die>);
  });
  const facts = factsOf(deal, game, t, l.spot);
  return (
    <div data-testid="bo-live-deal">
      <DealGrid>
        {groups.map((g) => (
          <div key={g.to} style={{ display: 'contents' }}>
            <dt>{l.place(g.to)}</dt>
            <dd>{g.items}</dd>
          </div>
        ))}
      </DealGrid>
      {facts.length > 0 && <Small style={{ marginTop: 6 }}>{facts.join(' · ')}</Small>}
    </div>
  );
}

type T = ReturnType<typeof useTranslation<'backoffice'>>['t'];

/** The game's own facts of a deal (hands, totals, the joker's match), as short text. */
function factsOf(deal: LiveDeal, game: string | undefined, t: T, spot: (s: string) => string): string[] {
  const d = deal.detail as Record<string, unknown>;
  const hand = (c: unknown) => ((TEEN_PATTI_CATEGORIES as readonly unknown[]).includes(c) ? t(`live.hands.${c as (typeof TEEN_PATTI_CATEGORIES)[number]}`) : String(c));
  switch (game) {
    case 'teen-patti':
      return [`${spot('a')}: ${hand(d.a)}`, `${spot('b')}: ${hand(d.b)}`];
    case 'andar-bahar':
      return typeof d.count === 'number' ? [t('live.drawer.matchAt', { count: d.count })] : [];
    case 'baccarat':
      return [`${spot('player')}: ${String(d.player)}`, `${spot('banker')}: ${String(d.banker)}`, ...(d.natural ? [t('live.drawer.natural')] : [])];
    case 'seven-up-down':
      return typeof d.sum === 'number' ? [t('live.drawer.sum', { sum: d.sum })] : [];
    case 'cards-32': {
      const totals = (d.totals ?? {}) as Record<string, number>;
      return [`${t('live.drawer.totals')}: ${Object.entries(totals).map(([k, v]) => `${spot(k)} ${v}`).join(', ')}`];
    }
    default:
      return [];
  }
}

/** Every spot of the game: what was staked on it in all and what a unit returned ("× 1.95"; a dash for a loss). */
function Spots({ r, game }: { r: BoLiveRound; game: string | undefined }) {
  const { t } = useTranslation('backoffice');
  const l = useLiveLabels();
  const spots = (game && liveRules(game)?.spots) || Object.keys(r.totals);
  return (
    <DataTable
      testId="bo-live-round-spots"
      columns={[{ label: t('live.cols.spot') }, { label: t('live.cols.staked'), className: 'num' }, { label: t('live.cols.returns'), className: 'num' }]}
    >
      {spots.map((s) => {
        const ret = r.deal?.returns[s];
        return (
          <tr key={s}>
            <td>{l.spot(s)}</td>
            <td className="num">{r.totals[s] ? <Num>{money(r.totals[s])}</Num> : <Muted>—</Muted>}</td>
            <td className="num">
              {ret === undefined ? <Muted>—</Muted> : ret === 0 ? <Muted>{t('status.lost')}</Muted> : <Num $tone={ret > 100 ? 'pos' : undefined}>{t('live.drawer.returnsValue', { x: count((ret / 100).toFixed(2)) })}</Num>}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function VoidDialog({ round: r, table, onClose }: { round: BoLiveRound; table: BoLiveTable | undefined; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const l = useLiveLabels();
  const toast = useToast();
  const errors = useServerError();
  const [voidRound, { isLoading }] = useBoVoidLiveRoundMutation();
  return (
    <ReasonDialog
      open
      title={t('live.drawer.voidTitle', { id: r.id })}
      confirmLabel={t('live.drawer.void')}
      busy={isLoading}
      onClose={onClose}
      summary={
        <>
          <SummaryLines
            lines={[
              [t('live.drawer.table'), table ? l.tableName(table) : `#${r.table_id}`],
              [t('live.cols.phase'), l.phase(r.phase)],
              [t('nav.players'), count(r.players)],
              [t('rounds.stake'), <Num key="s">{money(r.stake)}</Num>],
            ]}
          />
          <Small style={{ marginBottom: 12 }}>{t('live.drawer.voidNote')}</Small>
        </>
      }
      onSubmit={async (reason) => {
        try {
          await voidRound({ id: r.id, reason }).unwrap();
          toast.show(t('live.drawer.voidedToast', { id: r.id }), 'success');
          onClose();
        } catch (err) {
          errors.show(err);
          onClose();
        }
      }}
    />
  );
}

const DealGrid = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 14px;
  margin: 0;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.bg};
  font-size: 13px;
  dt { color: ${({ theme }) => theme.colors.textMuted}; align-self: center; }
  dd { margin: 0; display: flex; flex-wrap: wrap; gap: 4px; }
`;

const Die = styled.span`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 5px;
  background: #f8fafc;
  color: #0f172a;
  font-weight: 800;
`;

const SpotLine = styled.span`
  display: inline-flex;
  gap: 4px;
  margin-right: 10px;
  white-space: nowrap;
  & > span:first-child { color: ${({ theme }) => theme.colors.textMuted}; }
`;
