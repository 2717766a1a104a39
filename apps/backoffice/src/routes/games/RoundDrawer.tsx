import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toApiError, useBoGameRoundQuery, useBoRefundRoundMutation, type BoGameRoundDetail } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { ReasonDialog, SummaryLines } from '../../components/dialogs';
import { Drawer, DrawerSection, JsonBlock } from '../../components/Drawer';
import { useServerError } from '../../components/errors';
import { dateTime, isNegative, money, shortDateTime, signedMoney } from '../../components/format';
import { Badge, Btn, Mono, Muted, Num, Small } from '../../components/kit';
import { StatusBadge } from '../../components/status';
import { useCan } from '../../components/useCan';

/** One round: who played what, the money, its params and outcome, the seeds, the wallet calls; refund when stuck open. */
export function RoundDrawer({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const { data: r, isLoading, isError } = useBoGameRoundQuery(id);
  const canRefund = useCan('rounds.refund');
  const [refunding, setRefunding] = useState(false);

  return (
    <>
      <Drawer
        testId="bo-round-drawer"
        width={600}
        onClose={onClose}
        title={
          <>
            {t('rounds.roundTitle', { id })}
            {r && <StatusBadge value={r.status} testId="bo-round-drawer-status" />}
          </>
        }
        footer={
          r?.status === 'open' && canRefund ? (
            <Btn $variant="danger" onClick={() => setRefunding(true)} data-testid="bo-round-refund">
              {t('rounds.refund')}
            </Btn>
          ) : undefined
        }
      >
        {isLoading && <Muted>{t('ui:loading')}</Muted>}
        {isError && <Muted>{t('rounds.notFound')}</Muted>}
        {r && <Details r={r} />}
      </Drawer>
      {refunding && r && <RefundDialog round={r} onClose={() => setRefunding(false)} />}
    </>
  );
}

function Details({ r }: { r: BoGameRoundDetail }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  return (
    <>
      <SummaryLines
        lines={[
          [t('audit.entities.player'), <Link key="p" to={`/players/${r.player.id}`}>{r.player.username}</Link>],
          [t('audit.entities.game'), `${r.game.name} (${r.game.code})`],
          [t('common.provider'), `${r.provider_name} · ${r.platform}`],
          [t('rounds.roundRef'), <Mono key="ref">{r.round_ref}</Mono>],
          [t('rounds.stake'), <Num key="s">{money(r.stake)} {r.currency}</Num>],
          [t('rounds.payout'), <Num key="w">{money(r.payout)} {r.currency}</Num>],
          [t('rounds.playerPl'), r.profit_loss === null ? '—' : <Num key="pl" $tone={isNegative(r.profit_loss) ? 'neg' : 'pos'}>{signedMoney(r.profit_loss)}</Num>],
          [t('rounds.created'), dateTime(r.created_at)],
          [t('rounds.settled'), r.settled_at ? dateTime(r.settled_at) : '—'],
        ]}
      />
      {r.status === 'open' && <Small style={{ marginBottom: 14 }}>{t('rounds.openNote', { time: shortDateTime(r.updated_at) })}</Small>}

      <DrawerSection title={t('rounds.params')}>
        <JsonBlock value={r.params} testId="bo-round-params" />
      </DrawerSection>
      <DrawerSection title={t('rounds.outcome')}>
        <JsonBlock value={r.outcome} testId="bo-round-outcome" />
      </DrawerSection>

      {r.fair && (
        <DrawerSection title={t('rounds.fair')} aside={<Badge $tone={r.fair.revealed ? 'success' : 'warning'}>{r.fair.revealed ? t('rounds.seedRevealed') : t('rounds.seedSecret')}</Badge>}>
          <SummaryLines
            lines={[
              [t('rounds.serverSeedHash'), <Mono key="h">{r.fair.server_seed_hash}</Mono>],
              [t('rounds.serverSeed'), r.fair.server_seed ? <Mono key="s">{r.fair.server_seed}</Mono> : <Muted key="s">{t('rounds.serverSeedHidden')}</Muted>],
              [t('rounds.clientSeed'), <Mono key="c">{r.fair.client_seed}</Mono>],
              [t('rounds.nonce'), r.fair.nonce],
            ]}
          />
        </DrawerSection>
      )}
      {r.crash && (
        <DrawerSection title={t('rounds.crash')}>
          <SummaryLines
            lines={[
              [t('rounds.crashRound'), <Mono key="id">#{r.crash.id}</Mono>],
              [t('rounds.crashPoint'), r.crash.crash_point !== null ? `${r.crash.crash_point.toFixed(2)}×` : t('rounds.crashRunning')],
              [t('rounds.crashHash'), r.crash.hash ? <Mono key="h">{r.crash.hash}</Mono> : '—'],
            ]}
          />
        </DrawerSection>
      )}

      <DrawerSection title={t('rounds.transactions')}>
        <DataTable
          testId="bo-round-transactions"
          columns={[{ label: t('common.kind') }, { label: t('rounds.txRef') }, { label: t('common.amount'), className: 'num' }, { label: t('common.ledger') }, { label: t('common.time') }]}
          empty={r.transactions.length === 0}
        >
          {r.transactions.map((x) => (
            <tr key={x.id}>
              <td>
                <Badge $tone={x.kind === 'win' ? 'success' : x.kind === 'bet' ? 'info' : 'warning'}>{t(`rounds.kinds.${x.kind}`)}</Badge>
                {x.rolled_back && (
                  <Small>
                    <Muted>{t('rounds.rolledBack')}</Muted>
                  </Small>
                )}
              </td>
              <td className="wrap">
                <Mono title={x.reference_tx_ref ? t('rounds.reverses', { ref: x.reference_tx_ref }) : undefined} style={{ wordBreak: 'break-all' }}>
                  {x.tx_ref}
                </Mono>
              </td>
              <td className="num">
                <Num style={x.rolled_back ? { textDecoration: 'line-through', opacity: 0.6 } : undefined}>{money(x.amount)}</Num>
              </td>
              <td>{x.ledger_tx_id !== null ? <Mono>#{x.ledger_tx_id}</Mono> : <Muted>—</Muted>}</td>
              <td>{shortDateTime(x.created_at)}</td>
            </tr>
          ))}
        </DataTable>
      </DrawerSection>
    </>
  );
}

function RefundDialog({ round: r, onClose }: { round: BoGameRoundDetail; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const toast = useToast();
  const errors = useServerError();
  const [refund, { isLoading }] = useBoRefundRoundMutation();
  return (
    <ReasonDialog
      open
      title={t('rounds.refundTitle', { id: r.id })}
      confirmLabel={t('rounds.refund')}
      busy={isLoading}
      onClose={onClose}
      summary={
        <>
          <SummaryLines
            lines={[
              [t('audit.entities.player'), r.player.username],
              [t('audit.entities.game'), `${r.game.name} · ${r.platform}`],
              [t('rounds.stake'), <Num key="s">{money(r.stake)}</Num>],
              [t('rounds.created'), dateTime(r.created_at)],
            ]}
          />
          <Small style={{ marginBottom: 12 }}>{t('rounds.refundNote')}</Small>
        </>
      }
      onSubmit={async (reason) => {
        try {
          await refund({ id: r.id, reason }).unwrap();
          toast.show(t('rounds.refunded', { id: r.id }), 'success');
          onClose();
        } catch (err) {
          // Our own codes read better in the console's words than the player-facing server text.
          const code = toApiError(err).code;
          if (code === 'round_not_open' || code === 'conflict') toast.show(t('rounds.notOpen'), 'error');
          else errors.show(err);
        }
      }}
    />
  );
}
