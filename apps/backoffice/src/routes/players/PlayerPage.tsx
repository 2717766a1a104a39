import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import {
  selectStaffSession,
  staffCan,
  toApiError,
  useBoAdjustPlayerMutation,
  useBoPlayerLedgerQuery,
  useBoPlayerQuery,
  useBoPlayerTurnoversQuery,
  useBoWaiveTurnoverMutation,
  useSelector,
  type BoPlayer,
  type BoTurnoverTicket,
  type StaffSessionState,
} from '@khela/api/backoffice';
import { formatMoney, tryParseMoney } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon, useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { ReasonDecisionDialog } from '../../components/decisions';
import { ActionDialog, SummaryLines } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { dateOnly, shortDateTime, isNegative, money, requestId, signedMoney } from '../../components/format';
import { Badge, Btn, Field, FilterTabs, Grid, Input, Mono, Muted, Num, Panel, PanelBody, PanelHead, Small, Textarea, Trunc } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { StatusBadge } from '../../components/status';
import { moneyRule, reasonRule } from '../../components/validation';
import { DepositTable } from '../deposits/DepositsPage';
import { WithdrawalTable } from '../withdrawals/WithdrawalsPage';
import { AuditTable } from '../audit/AuditPage';
import { SendMessageDialog } from '../messages/SendMessageDialog';
import { PlayerProtectionPanel } from './PlayerProtectionPanel';

type Tab = 'tickets' | 'ledger' | 'deposits' | 'withdrawals' | 'audit';

/** One player: profile and verification, money, turnover tickets (waive), the ledger, their queues, manual adjustment. */
export default function PlayerPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const role = useSelector((s: { staffSession: StaffSessionState }) => selectStaffSession(s).role);
  const { data: p, error, isLoading, refetch } = useBoPlayerQuery(id, { skip: !valid });
  const [tab, setTab] = useState<Tab>('tickets');
  const [page, setPage] = useState(1);
  const [messaging, setMessaging] = useState(false);
  const serverError = useServerError();

  if (!valid || (error && toApiError(error).status === 404)) {
    return (
      <Muted>
        {t('players.notFound')} <Link to="/players">{t('nav.players')}</Link>
      </Muted>
    );
  }
  if (error && !p) {
    // Anything but a 404 (a timeout, a 5xx): say so and offer another try rather than loading forever.
    return (
      <Muted role="alert" data-testid="bo-player-error">
        {serverError.text(error)}{' '}
        <Btn $variant="ghost" onClick={() => void refetch()}>
          {t('ui:retry')}
        </Btn>
      </Muted>
    );
  }
  if (isLoading || !p) return <Muted>{t('ui:loading')}</Muted>;

  const tabs: { key: Tab; label: string }[] = [
    { key: 'tickets', label: t('players.tabs.tickets') },
    { key: 'ledger', label: t('common.ledger') },
    ...(staffCan(role, 'deposits.manage') ? [{ key: 'deposits' as Tab, label: t('nav.deposits') }] : []),
    ...(staffCan(role, 'withdrawals.manage') ? [{ key: 'withdrawals' as Tab, label: t('nav.withdrawals') }] : []),
    { key: 'audit', label: t('players.tabs.audit') },
  ];

  return (
    <>
      <Back to="/players">
        <Icon name="back" size={14} /> {t('nav.players')}
      </Back>
      <Head>
        <h1 data-testid="bo-player-username">{p.username}</h1>
        <Mono>#{p.id}</Mono>
        <StatusBadge value={p.status} />
        {staffCan(role, 'messages.send') && (
          <Btn style={{ marginLeft: 'auto' }} onClick={() => setMessaging(true)} data-testid="bo-player-send-message">
            {t('desk.msg.sendMessage')}
          </Btn>
        )}
      </Head>
      <SendMessageDialog player={{ id: p.id, username: p.username }} open={messaging} onClose={() => setMessaging(false)} />
      <Grid $cols="minmax(300px, 340px) minmax(0, 1fr)">
        <div>
          <MoneyCard player={p} />
          <ProfileCard player={p} />
          {staffCan(role, 'players.adjust') && <AdjustCard player={p} />}
        </div>
        <div>
          <PlayerProtectionPanel playerId={p.id} role={role} />
          <div style={{ margin: '16px 0 12px' }}>
            <FilterTabs
              label={p.username}
              value={tab}
              onChange={(k) => {
                setTab(k);
                setPage(1);
              }}
              items={tabs}
            />
          </div>
          {tab === 'tickets' && <Tickets playerId={p.id} canWaive={staffCan(role, 'turnovers.waive')} />}
          {tab === 'ledger' && <Ledger playerId={p.id} />}
          {tab === 'deposits' && <DepositTable filter={{ player_id: p.id }} page={page} onPage={setPage} compact />}
          {tab === 'withdrawals' && <WithdrawalTable filter={{ player_id: p.id }} page={page} onPage={setPage} compact />}
          {tab === 'audit' && <AuditTable filter={{ entity: 'player', entity_id: String(p.id) }} />}
        </div>
      </Grid>
    </>
  );
}

function MoneyCard({ player: p }: { player: BoPlayer }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  return (
    <Panel>
      <PanelBody>
        <Small>{t('ui:balance')}</Small>
        <Balance data-testid="bo-player-balance">
          {money(p.balance)} <span>{p.currency}</span>
        </Balance>
        <Figures>
          <Figure label={t('nav.deposits')} value={money(p.deposits_total)} sub={t('dashboard.count', { count: p.deposits_count })} />
          <Figure label={t('nav.withdrawals')} value={money(p.withdrawals_total)} sub={t('dashboard.count', { count: p.withdrawals_count })} />
          <Figure label={t('players.bonusTotal')} value={money(p.bonus_total)} />
        </Figures>
      </PanelBody>
    </Panel>
  );
}

function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div>
      <Small>{label}</Small>
      <Num>{value}</Num>
      {sub && <Small>{sub}</Small>}
    </div>
  );
}

function Verified({ ok }: { ok: boolean }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  return <Badge $tone={ok ? 'success' : 'warning'}>{ok ? t('players.verified') : t('players.unverified')}</Badge>;
}

function ProfileCard({ player: p }: { player: BoPlayer }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const rows: [string, ReactNode][] = [
    [t('common.name'), p.name || <Muted>—</Muted>],
    [
      t('players.phone'),
      <span key="ph">
        <Mono>{p.phone}</Mono> <Verified ok={p.phone_verified} />
      </span>,
    ],
    ...p.extra_phones.map(
      (e, i) =>
        [
          t('players.extraPhone', { n: i + 1 }),
          <span key={e.phone}>
            <Mono>{e.phone}</Mono> <Verified ok={e.verified} />
          </span>,
        ] as [string, ReactNode],
    ),
    [
      t('players.email'),
      <span key="em">
        {p.email} <Verified ok={Boolean(p.email_verified_at)} />
      </span>,
    ],
    [t('players.birthday'), p.dofb ? dateOnly(p.dofb) : <Badge $tone="warning">{t('players.notSet')}</Badge>],
    [t('common.currency'), p.currency],
    [
      t('players.referralCode'),
      <span key="rc">
        <Mono>{p.referral_code}</Mono> <Link to={`/rewards?tab=tree&player_id=${p.id}`}>{t('rewards.tabs.tree')}</Link>
      </span>,
    ],
    [t('players.vipCoin'), String(p.vip_coin)],
    [t('players.joined'), shortDateTime(p.created_at)],
    [t('players.lastLogin'), p.last_login_at ? shortDateTime(p.last_login_at) : t('players.never')],
  ];
  return (
    <Panel>
      <PanelHead>
        <h2>{t('players.profile')}</h2>
      </PanelHead>
      <PanelBody>
        <Dl>
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </Dl>
      </PanelBody>
    </Panel>
  );
}

/** A signed manual adjustment (+ credits, − debits) with a reason; confirmed first; one request id per form so a retry moves money once. */
function AdjustCard({ player: p }: { player: BoPlayer }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const [adjust, { isLoading }] = useBoAdjustPlayerMutation();
  const [rid, setRid] = useState(requestId);
  const [confirming, setConfirming] = useState(false);
  const form = useFormik({
    initialValues: { amount: '', reason: '' },
    validationSchema: yup.object({ amount: moneyRule({ signed: true, required: true }), reason: reasonRule }),
    onSubmit: () => setConfirming(true),
  });
  const amount = tryParseMoney(form.values.amount.trim());
  const after = amount !== null ? tryParseMoney(p.balance)! + amount : null;

  const run = async () => {
    try {
      const r = await adjust({ id: p.id, amount: form.values.amount.trim(), reason: form.values.reason.trim(), request_id: rid }).unwrap();
      toast.show(t('players.adjusted', { amount: signedMoney(r.amount), balance: money(r.balance) }), 'success');
      form.resetForm();
      setRid(requestId());
    } catch (err) {
      const f = errors.fields(err);
      if (Object.keys(f).length) form.setErrors(f);
      else errors.show(err);
      if (toApiError(err).status !== 409) setRid(requestId());
    } finally {
      setConfirming(false);
    }
  };

  const err = (k: 'amount' | 'reason') => (form.touched[k] && form.errors[k] ? msg(form.errors[k]!) : null);
  return (
    <Panel>
      <PanelHead>
        <h2>{t('ledger.reasons.adjustment')}</h2>
      </PanelHead>
      <PanelBody>
        <form onSubmit={form.handleSubmit} noValidate style={{ display: 'grid', gap: 12 }}>
          <Field label={t('players.adjustAmount')} error={err('amount')} hint={t('players.adjustAmountHint')}>
            {(id) => (
              <Input id={id} name="amount" inputMode="decimal" placeholder="-50.00 / 150.00" data-testid="bo-adjust-amount" value={form.values.amount} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('amount'))} />
            )}
          </Field>
          <Field label={t('common.reason')} error={err('reason')}>
            {(id) => (
              <Textarea id={id} name="reason" maxLength={500} data-testid="bo-adjust-reason" value={form.values.reason} onChange={form.handleChange} onBlur={form.handleBlur} $invalid={Boolean(err('reason'))} style={{ minHeight: 64 }} />
            )}
          </Field>
          <Btn type="submit" $variant="primary" data-testid="bo-adjust-submit" disabled={isLoading}>
            {t('players.adjustSubmit')}
          </Btn>
        </form>
      </PanelBody>
      {confirming && (
        <ActionDialog open title={t('players.adjustConfirmTitle')} confirmLabel={t('players.adjustConfirm')} tone={amount !== null && amount < 0n ? 'danger' : 'primary'} busy={isLoading} onConfirm={() => void run()} onClose={() => setConfirming(false)}>
          <SummaryLines
            lines={[
              [t('audit.entities.player'), p.username],
              [t('players.adjustAmount'), <Num key="a" $tone={amount !== null && amount < 0n ? 'neg' : 'pos'}>{signedMoney(form.values.amount.trim())}</Num>],
              [t('ui:balance'), money(p.balance)],
              [t('players.balanceAfter'), after !== null ? <Num key="b" $tone={after < 0n ? 'neg' : undefined}>{formatMoney(after)}</Num> : '—'],
              [t('common.reason'), form.values.reason.trim()],
            ]}
          />
        </ActionDialog>
      )}
    </Panel>
  );
}

function Tickets({ playerId, canWaive }: { playerId: number; canWaive: boolean }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const { data, isLoading } = useBoPlayerTurnoversQuery(playerId);
  const [waiving, setWaiving] = useState<BoTurnoverTicket | null>(null);
  return (
    <Panel>
      <DataTable
        testId="bo-turnover-table"
        columns={[
          { label: t('common.id') },
          { label: t('common.created') },
          { label: t('tickets.source') },
          { label: t('tickets.required'), className: 'num' },
          { label: t('tickets.remaining'), className: 'num' },
          { label: t('tickets.progress') },
          { label: t('common.statusActions'), className: 'num actions' },
        ]}
        loading={isLoading}
        empty={data?.length === 0}
        emptyText={t('tickets.none')}
      >
        {data?.map((k) => (
          <tr key={k.id} data-testid={`bo-turnover-row-${k.id}`}>
            <td>
              <Mono>#{k.id}</Mono>
            </td>
            <td>{shortDateTime(k.created_at)}</td>
            <td>
              {t(`tickets.action.${k.action}`)}
              <Small>
                {k.promotion_name ?? ''}
                {k.deposit_id ? `${k.promotion_name ? ' · ' : ''}${t('tickets.deposit', { id: k.deposit_id })}` : ''}
              </Small>
            </td>
            <td className="num">
              <Num>{money(k.required)}</Num>
            </td>
            <td className="num">
              <Num>{money(k.remaining)}</Num>
            </td>
            <td style={{ minWidth: 120 }}>{k.status === 'active' ? <Progress value={progress(k)} /> : <Muted>—</Muted>}</td>
            <td className="actions">
              {k.status === 'active' ? (
                <>
                  <StatusBadge value="active" />
                  {canWaive && (
                    <Btn $size="xs" $variant="danger" onClick={() => setWaiving(k)} data-testid={`bo-turnover-waive-${k.id}`}>
                      {t('tickets.waive')}
                    </Btn>
                  )}
                </>
              ) : (
                <>
                  <StatusBadge value="complete" testId={`bo-turnover-status-${k.id}`} />
                  <Small>{k.completed_reason ? t(`tickets.reason.${k.completed_reason}`) : ''}</Small>
                  <Small>{shortDateTime(k.completed_at)}</Small>
                  {k.waive_reason && <Trunc title={k.waive_reason} $max={160} style={{ marginLeft: 'auto' }}>{k.waive_reason}</Trunc>}
                </>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {waiving && <WaiveDialog ticket={waiving} onClose={() => setWaiving(null)} />}
    </Panel>
  );
}

function progress(k: BoTurnoverTicket): number {
  const req = tryParseMoney(k.required);
  const rem = tryParseMoney(k.remaining);
  if (!req || rem === null || req <= 0n) return 100;
  return Number(((req - rem) * 1000n) / req) / 10;
}

function Progress({ value }: { value: number }) {
  return (
    <Bar title={`${value}%`}>
      <span style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
      <em>{value.toFixed(1)}%</em>
    </Bar>
  );
}

function WaiveDialog({ ticket: k, onClose }: { ticket: BoTurnoverTicket; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const [waive, { isLoading }] = useBoWaiveTurnoverMutation();
  return (
    <ReasonDecisionDialog
      title={t('tickets.waiveTitle', { id: k.id })}
      summary={
        <SummaryLines
          lines={[
            [t('tickets.source'), `${t(`tickets.action.${k.action}`)}${k.promotion_name ? ` · ${k.promotion_name}` : ''}`],
            [t('tickets.required'), money(k.required)],
            [t('tickets.remaining'), money(k.remaining)],
          ]}
        />
      }
      confirmLabel={t('tickets.waive')}
      busy={isLoading}
      run={(reason) => waive({ id: k.id, reason }).unwrap()}
      doneText={t('tickets.waived', { id: k.id })}
      onClose={onClose}
    />
  );
}

function Ledger({ playerId }: { playerId: number }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useBoPlayerLedgerQuery({ id: playerId, page, per_page: 50 });
  return (
    <Panel>
      <DataTable
        testId="bo-ledger-table"
        columns={[
          { label: t('ledger.posting') },
          { label: t('common.time') },
          { label: t('common.type') },
          { label: t('ledger.reference') },
          { label: t('ledger.transaction') },
          { label: t('common.amount'), className: 'num' },
        ]}
        loading={isLoading}
        empty={data?.data.length === 0}
        emptyText={t('ledger.none')}
      >
        {data?.data.map((l) => (
          <tr key={l.id}>
            <td>
              <Mono>#{l.id}</Mono>
            </td>
            <td>{shortDateTime(l.created_at)}</td>
            <td>
              {t(`ledger.reasons.${l.reason}`, { defaultValue: l.reason })}
              {l.reverses && <Small>{t('ledger.reverses', { id: l.reverses })}</Small>}
            </td>
            <td>
              <Mono>{l.reference ?? '—'}</Mono>
            </td>
            <td>
              <Mono>{l.transaction_id}</Mono>
            </td>
            <td className="num">
              <Num $tone={isNegative(l.amount) ? 'neg' : 'pos'}>{signedMoney(l.amount)}</Num> <Muted>{l.currency}</Muted>
            </td>
          </tr>
        ))}
      </DataTable>
      {data && data.total > 0 && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />}
    </Panel>
  );
}

// ------------------------------------------------------------------ styles

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-bottom: 8px;
  font-size: 13px;
  svg { display: inline; }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-bottom: 16px;
  h1 { font-size: 20px; }
`;

const Balance = styled.div`
  margin: 2px 0 12px;
  color: ${({ theme }) => theme.colors.gold};
  font-size: 26px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  span { font-size: 13px; color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 13px;
`;

const Dl = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;
  font-size: 13px;
  & > div { display: grid; grid-template-columns: 110px minmax(0, 1fr); gap: 8px; align-items: center; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
`;

const Bar = styled.div`
  position: relative;
  height: 16px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.bg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  span { position: absolute; inset: 0 auto 0 0; background: linear-gradient(90deg, #0e9f6e, #12b981); }
  em { position: relative; display: block; font-style: normal; font-size: 10.5px; line-height: 14px; text-align: center; font-weight: 700; }
`;
