import { useId, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { useBoApproveWithdrawalMutation, useBoDashboardQuery, useBoRejectWithdrawalMutation, useBoWithdrawalsQuery } from '@khela/api/backoffice';
import type { BackofficeWithdrawal } from '@khela/domain';
import { useMessage, useTranslation, type TFunction } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { DecisionButtons, ReasonDecisionDialog } from '../../components/decisions';
import { ActionDialog, SummaryLines } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { shortDateTime, money } from '../../components/format';
import { Field, FilterTabs, Input, Mono, Num, Page, Panel, Small, Toolbar, Trunc } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { StatusBadge } from '../../components/status';
import { payoutRule } from '../../components/validation';

type Tab = 'pending' | 'approved' | 'rejected' | 'all';
const TABS: Tab[] = ['pending', 'approved', 'rejected', 'all'];
const PER_PAGE = 50;
const POLL_MS = 15_000;

/** The withdrawal queue: pay the player from our wallet, then approve with that payout's transaction id; or reject (the money goes back). */
export default function WithdrawalsPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const tab = (TABS as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'pending';
  const [page, setPage] = useState(1);
  const dash = useBoDashboardQuery(undefined, { pollingInterval: POLL_MS });
  return (
    <Page title={t('nav.withdrawals')} subtitle={t('withdrawals.subtitle')}>
      <Toolbar style={{ marginBottom: 12 }}>
        <FilterTabs
          label={t('nav.withdrawals')}
          value={tab}
          onChange={(k) => {
            setPage(1);
            setParams(k === 'pending' ? {} : { tab: k }, { replace: true });
          }}
          items={[
            { key: 'pending', label: t('status.pending'), count: dash.data?.pending_withdrawals },
            { key: 'approved', label: t('status.approved') },
            { key: 'rejected', label: t('status.rejected') },
            { key: 'all', label: t('common.all') },
          ]}
        />
      </Toolbar>
      <WithdrawalTable key={tab} filter={tab === 'all' ? {} : { status: tab }} page={page} onPage={setPage} />
    </Page>
  );
}

export function WithdrawalTable({ filter, page, onPage, compact }: { filter: { status?: string; player_id?: number }; page: number; onPage(p: number): void; compact?: boolean }) {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoWithdrawalsQuery({ ...filter, page, per_page: PER_PAGE }, { pollingInterval: filter.status === 'pending' ? POLL_MS : 0 });
  const [approving, setApproving] = useState<BackofficeWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<BackofficeWithdrawal | null>(null);
  return (
    <Panel>
      <DataTable
        testId="bo-withdrawals-table"
        columns={[
          { label: t('common.id') },
          { label: t('deposits.submitted') },
          ...(compact ? [] : [{ label: t('audit.entities.player') }]),
          { label: t('common.method') },
          { label: t('withdrawals.account') },
          { label: t('common.amount'), className: 'num' },
          { label: t('common.statusActions'), className: 'num actions' },
        ]}
        loading={isLoading}
        empty={!isLoading && data?.data.length === 0}
        emptyText={filter.status === 'pending' ? t('withdrawals.emptyPending') : undefined}
      >
        {data?.data.map((w) => (
          <tr key={w.id} data-testid={`bo-withdrawal-row-${w.id}`}>
            <td>
              <Mono>#{w.id}</Mono>
            </td>
            <td>{shortDateTime(w.created_at)}</td>
            {!compact && (
              <td>
                <Link to={`/players/${w.player.id}`}>{w.player.username}</Link>
              </td>
            )}
            <td>
              <b>{w.method}</b>
            </td>
            <td>
              <Mono>{w.account_number}</Mono>
            </td>
            <td className="num">
              <Num>{money(w.amount)}</Num>
            </td>
            <td className="actions">
              {w.status === 'pending' ? (
                <DecisionButtons testIdPrefix="bo-withdrawal" id={w.id} onApprove={() => setApproving(w)} onReject={() => setRejecting(w)} />
              ) : (
                <>
                  <StatusBadge value={w.status} testId={`bo-withdrawal-status-${w.id}`} />
                  <Small>{shortDateTime(w.decided_at)}</Small>
                  {w.payout_transaction_id && (
                    <Small>
                      {t('withdrawals.payout')}: <Mono>{w.payout_transaction_id}</Mono>
                    </Small>
                  )}
                  {w.reject_reason && <Trunc title={w.reject_reason} $max={220} style={{ marginLeft: 'auto' }}>{w.reject_reason}</Trunc>}
                </>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
      {data && data.total > 0 && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={onPage} />}
      {approving && <ApproveDialog withdrawal={approving} onClose={() => setApproving(null)} />}
      {rejecting && <RejectDialog withdrawal={rejecting} onClose={() => setRejecting(null)} />}
    </Panel>
  );
}

function lines(t: TFunction<'backoffice'>, w: BackofficeWithdrawal): [string, ReactNode][] {
  return [
    [t('audit.entities.player'), w.player.username],
    [t('common.method'), w.method],
    [t('withdrawals.account'), <Mono key="a">{w.account_number}</Mono>],
    [t('common.amount'), <Num key="m">{money(w.amount)}</Num>],
    [t('deposits.submitted'), shortDateTime(w.created_at)],
  ];
}

function ApproveDialog({ withdrawal: w, onClose }: { withdrawal: BackofficeWithdrawal; onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const [approve, { isLoading }] = useBoApproveWithdrawalMutation();
  const formId = useId();
  const form = useFormik({
    initialValues: { payout: '' },
    validationSchema: yup.object({ payout: payoutRule }),
    onSubmit: async (v, helpers) => {
      try {
        const r = await approve({ id: w.id, payout_transaction_id: v.payout.trim() }).unwrap();
        toast.show(t('withdrawals.approved', { id: w.id, payout: r.payout_transaction_id }), 'success');
        onClose();
      } catch (err) {
        const f = errors.fields(err);
        if (f.payout_transaction_id) helpers.setFieldError('payout', f.payout_transaction_id);
        else helpers.setFieldError('payout', errors.text(err));
      }
    },
  });
  const error = form.touched.payout && form.errors.payout ? msg(form.errors.payout) : null;
  return (
    <ActionDialog open title={t('withdrawals.approveTitle', { id: w.id })} confirmLabel={t('withdrawals.approveConfirm')} busy={isLoading} formId={formId} onClose={onClose}>
      <SummaryLines lines={lines(t, w)} />
      <form id={formId} onSubmit={form.handleSubmit} noValidate>
        <Field label={t('withdrawals.payoutId')} error={error} hint={t('withdrawals.payoutHint', { method: w.method, account: w.account_number })}>
          {(id) => (
            <Input
              id={id}
              name="payout"
              autoFocus
              autoComplete="off"
              data-testid="bo-payout-id"
              value={form.values.payout}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
              $invalid={Boolean(error)}
            />
          )}
        </Field>
      </form>
    </ActionDialog>
  );
}

function RejectDialog({ withdrawal: w, onClose }: { withdrawal: BackofficeWithdrawal; onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const [reject, { isLoading }] = useBoRejectWithdrawalMutation();
  return (
    <ReasonDecisionDialog
      title={t('withdrawals.rejectTitle', { id: w.id })}
      summary={
        <>
          <SummaryLines lines={lines(t, w)} />
          <Small style={{ marginBottom: 12 }}>{t('withdrawals.rejectNote')}</Small>
        </>
      }
      confirmLabel={t('common.reject')}
      busy={isLoading}
      run={(reason) => reject({ id: w.id, reason }).unwrap()}
      doneText={t('withdrawals.rejected', { id: w.id })}
      onClose={onClose}
    />
  );
}
