import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useFormik } from 'formik';
import * as yup from 'yup';
import {
  storageUrl,
  useBoApproveDepositMutation,
  useBoDashboardQuery,
  useBoDepositsQuery,
  useBoNoticesQuery,
  useBoRejectDepositMutation,
} from '@khela/api/backoffice';
import type { BackofficeDeposit } from '@khela/domain';
import { useMessage, useTranslation, type TFunction } from '@khela/i18n';
import { Icon, useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { DecisionButtons, ReasonDecisionDialog } from '../../components/decisions';
import { ActionDialog, SummaryLines } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { shortDateTime, money } from '../../components/format';
import { Btn, Field, FilterTabs, Input, Mono, Muted, Num, Page, Panel, PanelHead, Select, Small, Toolbar, Trunc } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { StatusBadge } from '../../components/status';
import { DepositReceipts } from '../../components/Receipts';
import { moneyRule } from '../../components/validation';

type Tab = 'pending' | 'flagged' | 'confirmed' | 'rejected' | 'all' | 'notices';
const TABS: Tab[] = ['pending', 'flagged', 'confirmed', 'rejected', 'all', 'notices'];
const PER_PAGE = 50;
const POLL_MS = 15_000;

function filterOf(tab: Tab): { status?: string; match?: string } {
  if (tab === 'flagged') return { status: 'pending', match: 'mismatch' };
  if (tab === 'all' || tab === 'notices') return {};
  return { status: tab };
}

/** The deposit queue: what the player says they sent, what the wallet notice says arrived; approve or reject. */
export default function DepositsPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const tab = (TABS as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'pending';
  const [page, setPage] = useState(1);
  const dash = useBoDashboardQuery(undefined, { pollingInterval: POLL_MS });
  const setTab = (k: Tab) => {
    setPage(1);
    setParams(k === 'pending' ? {} : { tab: k }, { replace: true });
  };

  return (
    <Page title={t('nav.deposits')} subtitle={t('deposits.subtitle')}>
      <Toolbar style={{ marginBottom: 12 }}>
        <FilterTabs
          label={t('nav.deposits')}
          value={tab}
          onChange={setTab}
          items={[
            { key: 'pending', label: t('status.pending'), count: dash.data?.pending_deposits },
            { key: 'flagged', label: t('deposits.tabs.flagged'), count: dash.data?.flagged_deposits },
            { key: 'confirmed', label: t('status.approved') },
            { key: 'rejected', label: t('status.rejected') },
            { key: 'all', label: t('common.all') },
            { key: 'notices', label: t('common.walletNotices'), count: dash.data?.unmatched_notices },
          ]}
        />
      </Toolbar>
      {tab === 'notices' ? <Notices /> : <DepositTable key={tab} filter={filterOf(tab)} page={page} onPage={setPage} />}
    </Page>
  );
}

export function DepositTable({ filter, page, onPage, compact }: { filter: { status?: string; match?: string; player_id?: number }; page: number; onPage(p: number): void; compact?: boolean }) {
  const { t } = useTranslation('backoffice');
  const { data, isLoading, isFetching } = useBoDepositsQuery({ ...filter, page, per_page: PER_PAGE }, { pollingInterval: filter.status === 'pending' ? POLL_MS : 0 });
  const [approving, setApproving] = useState<BackofficeDeposit | null>(null);
  const [rejecting, setRejecting] = useState<BackofficeDeposit | null>(null);

  return (
    <Panel aria-busy={isFetching}>
      <DataTable
        testId="bo-deposits-table"
        columns={[
          { label: t('common.id') },
          { label: t('deposits.submitted') },
          ...(compact ? [] : [{ label: t('audit.entities.player') }]),
          { label: t('common.method') },
          { label: t('deposits.trxId') },
          { label: t('deposits.senderReceiver') },
          { label: t('common.amount'), className: 'num' },
          { label: t('deposits.match') },
          { label: t('common.statusActions'), className: 'num actions' },
        ]}
        loading={isLoading}
        empty={!isLoading && data?.data.length === 0}
        emptyText={filter.status === 'pending' ? t('deposits.emptyPending') : undefined}
      >
        {data?.data.map((d) => (
          <tr key={d.id} data-testid={`bo-deposit-row-${d.id}`}>
            <td>
              <Mono>#{d.id}</Mono>
            </td>
            <td>
              {shortDateTime(d.created_at)}
              <Small>{d.source === 'ewallet' ? t('deposits.sourceEwallet') : t('deposits.sourceManual')}</Small>
            </td>
            {!compact && (
              <td>
                <Link to={`/players/${d.player.id}`}>{d.player.username}</Link>
              </td>
            )}
            <td>
              <b>{d.method}</b>
              <Small>
                {[d.channel, d.account_type && t(`accountTypes.${d.account_type}`, { defaultValue: d.account_type })].filter(Boolean).join(' · ')}
              </Small>
            </td>
            <td>
              <Mono>{d.transaction_id ?? '—'}</Mono>
              {d.receipt && (
                <Small>
                  <a href={storageUrl(d.receipt)} target="_blank" rel="noreferrer">
                    {t('deposits.viewReceipt')}
                  </a>
                </Small>
              )}
            </td>
            <td>
              <Mono>{d.sender}</Mono>
              <Small>
                → <Mono>{d.receiving_number}</Mono>
              </Small>
            </td>
            <td className="num">
              <Num>{money(d.amount)}</Num>
              {d.bonus !== '0.00' && (
                <Small>
                  +{money(d.bonus)} {t('deposits.bonus')}
                </Small>
              )}
              {d.promotion && (
                <Trunc title={d.promotion.name} $max={130} style={{ marginLeft: 'auto' }}>
                  {d.promotion.name}
                </Trunc>
              )}
            </td>
            <td>
              <StatusBadge value={d.match_state} />
              {d.notice && d.notice.amount !== d.amount && (
                <Small>
                  {t('deposits.noticeSays', { amount: money(d.notice.amount) })}
                </Small>
              )}
            </td>
            <td className="actions">
              {d.resubmit_of !== null && (
                <Small data-testid={`bo-deposit-resubmit-of-${d.id}`}>{t('deposits.resubmitOf', { id: d.resubmit_of })}</Small>
              )}
              {d.status === 'pending' ? (
                <DecisionButtons testIdPrefix="bo-deposit" id={d.id} onApprove={() => setApproving(d)} onReject={() => setRejecting(d)} />
              ) : (
                <>
                  <StatusBadge value={d.status} testId={`bo-deposit-status-${d.id}`} />
                  <Small>
                    {d.decided_at ? shortDateTime(d.decided_at) : ''}
                    {d.confirmed_via && d.status === 'confirmed' ? ` · ${t(`deposits.via.${d.confirmed_via}`)}` : ''}
                  </Small>
                  {d.reject_reason && <Trunc title={d.reject_reason} $max={140} style={{ marginLeft: 'auto' }}>{d.reject_reason}</Trunc>}
                </>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {data && data.total > 0 && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={onPage} />}
      {approving && <ApproveDialog deposit={approving} onClose={() => setApproving(null)} />}
      {rejecting && <RejectDialog deposit={rejecting} onClose={() => setRejecting(null)} />}
    </Panel>
  );
}

function depositLines(t: TFunction<'backoffice'>, d: BackofficeDeposit): [string, ReactNode][] {
  return [
    [t('audit.entities.player'), d.player.username],
    [t('common.method'), [d.method, d.channel].filter(Boolean).join(' · ')],
    [t('deposits.trxId'), <Mono key="trx">{d.transaction_id ?? '—'}</Mono>],
    [t('deposits.sender'), <Mono key="s">{d.sender}</Mono>],
    [t('audit.entities.receiving_number'), <Mono key="r">{d.receiving_number}</Mono>],
    [t('deposits.submittedAmount'), <Num key="a">{money(d.amount)}</Num>],
    ...(d.notice ? ([[t('deposits.noticeAmount'), <Num key="n" $tone={d.notice.amount === d.amount ? 'pos' : 'neg'}>{money(d.notice.amount)}</Num>]] as [string, ReactNode][]) : []),
    ...(d.promotion ? ([[t('audit.entities.promotion'), d.promotion.name]] as [string, ReactNode][]) : []),
  ];
}

function ApproveDialog({ deposit: d, onClose }: { deposit: BackofficeDeposit; onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const [approve, { isLoading }] = useBoApproveDepositMutation();
  const formId = useId();
  const form = useFormik({
    initialValues: { amount: '' },
    validationSchema: yup.object({ amount: moneyRule() }),
    onSubmit: async (v, helpers) => {
      try {
        const r = await approve({ id: d.id, amount: v.amount.trim() || undefined }).unwrap();
        toast.show(t('deposits.approved', { id: d.id, amount: money(r.amount), bonus: money(r.bonus) }), 'success');
        onClose();
      } catch (err) {
        const f = errors.fields(err);
        if (f.amount) helpers.setFieldError('amount', f.amount);
        else errors.show(err);
      }
    },
  });
  const noticeDiffers = d.notice && d.notice.amount !== d.amount;
  return (
    <ActionDialog open title={t('deposits.approveTitle', { id: d.id })} confirmLabel={t('deposits.approveConfirm')} busy={isLoading} formId={formId} onClose={onClose}>
      <SummaryLines lines={depositLines(t, d)} />
      <DepositReceipts depositId={d.id} />
      <form id={formId} onSubmit={form.handleSubmit} noValidate>
        <Field
          label={t('deposits.creditedAmount')}
          error={form.touched.amount && form.errors.amount ? msg(form.errors.amount) : null}
          hint={t('deposits.creditedHint', { amount: money(d.amount) })}
        >
          {(id) => (
            <Input
              id={id}
              name="amount"
              inputMode="decimal"
              placeholder={d.amount}
              data-testid="bo-credited-amount"
              value={form.values.amount}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              $invalid={Boolean(form.touched.amount && form.errors.amount)}
            />
          )}
        </Field>
        {noticeDiffers && (
          <p style={{ marginTop: 10, fontSize: 13 }}>
            <Icon name="search" size={14} style={{ display: 'inline', verticalAlign: '-2px' }} /> {t('deposits.mismatchWarning')}{' '}
            <Btn $size="xs" onClick={() => void form.setFieldValue('amount', d.notice!.amount)}>
              {t('deposits.useNoticeAmount', { amount: money(d.notice!.amount) })}
            </Btn>
          </p>
        )}
      </form>
    </ActionDialog>
  );
}

function RejectDialog({ deposit: d, onClose }: { deposit: BackofficeDeposit; onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const [reject, { isLoading }] = useBoRejectDepositMutation();
  return (
    <ReasonDecisionDialog
      title={t('deposits.rejectTitle', { id: d.id })}
      summary={
        <>
          <SummaryLines lines={depositLines(t, d)} />
          <DepositReceipts depositId={d.id} />
        </>
      }
      confirmLabel={t('common.reject')}
      busy={isLoading}
      run={(reason) => reject({ id: d.id, reason }).unwrap()}
      doneText={t('deposits.rejected', { id: d.id })}
      onClose={onClose}
    />
  );
}

/** Payment notices from the wallets (signed SMS/app forwards): matched, waiting for their deposit, or mismatched. */
function Notices() {
  const { t } = useTranslation('backoffice');
  const [state, setState] = useState('');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useBoNoticesQuery({ state: state || undefined, page, per_page: PER_PAGE }, { pollingInterval: POLL_MS });
  return (
    <Panel>
      <PanelHead>
        <h2>{t('common.walletNotices')}</h2>
        <Select
          aria-label={t('common.status')}
          value={state}
          onChange={(e) => {
            setState(e.target.value);
            setPage(1);
          }}
          style={{ width: 180 }}
        >
          <option value="">{t('notices.allStates')}</option>
          {(['unmatched', 'mismatch', 'matched'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </Select>
      </PanelHead>
      <DataTable
        columns={[
          { label: t('common.id') },
          { label: t('notices.received') },
          { label: t('common.method') },
          { label: t('deposits.trxId') },
          { label: t('deposits.senderReceiver') },
          { label: t('common.amount'), className: 'num' },
          { label: t('common.status') },
          { label: t('audit.entities.deposit') },
        ]}
        loading={isLoading}
        empty={data?.data.length === 0}
      >
        {data?.data.map((n) => (
          <tr key={n.id}>
            <td>
              <Mono>#{n.id}</Mono>
            </td>
            <td>{shortDateTime(n.received_at ?? n.created_at)}</td>
            <td>{n.method}</td>
            <td>
              <Mono>{n.transaction_id}</Mono>
            </td>
            <td>
              <Mono>{n.sender || '—'}</Mono>
              <Small>
                → <Mono>{n.receiver || '—'}</Mono>
              </Small>
            </td>
            <td className="num">
              <Num>{money(n.amount)}</Num>
            </td>
            <td>
              <StatusBadge value={n.state} />
            </td>
            <td>{n.deposit_id ? <Mono>#{n.deposit_id}</Mono> : <Muted>{t('notices.noDeposit')}</Muted>}</td>
          </tr>
        ))}
      </DataTable>
      {data && data.total > 0 && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />}
    </Panel>
  );
}
