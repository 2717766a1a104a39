import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toApiError, useBoReferralRunsQuery, useBoRunReferralDayMutation, type BoReferralRun } from '@khela/api/backoffice';
import { CLOCK, MESSAGES, dhakaToday } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { useServerError } from '../../components/errors';
import { dateOnly, dateTime, money } from '../../components/format';
import { Badge, Btn, ErrorLine, HintLine, Input, Label, Muted, Num, Panel, PanelBody, PanelHead, Small, Toolbar } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { useCan } from '../../components/useCan';
import { Facts, dhakaYesterday } from './rewardsShared';

const PER_PAGE = 25;

/** The daily referral reward runs, newest first, and (admins, finance) running an ended Dhaka day. */
export function ReferralRunsTab() {
  const canRun = useCan('rewards.run');
  const [page, setPage] = useState(1);
  return (
    <>
      {canRun && <RunDay onRun={() => setPage(1)} />}
      <RunsTable page={page} onPage={setPage} />
    </>
  );
}

function CurrencyTotals({ run }: { run: BoReferralRun }) {
  if (run.currency_totals.length === 0) return <Muted>—</Muted>;
  return (
    <>
      {run.currency_totals.map((c) => (
        <div key={c.currency}>
          <Num>{money(c.total)}</Num> <Muted>{c.currency}</Muted>
        </div>
      ))}
    </>
  );
}

function RunsTable({ page, onPage }: { page: number; onPage(p: number): void }) {
  const { t } = useTranslation('backoffice');
  const serverError = useServerError();
  const { data, isLoading, error } = useBoReferralRunsQuery({ page, per_page: PER_PAGE });
  return (
    <Panel>
      <PanelHead>
        <h2>{t('rewards.runs.title')}</h2>
        {error && <ErrorLine>{serverError.text(error)}</ErrorLine>}
      </PanelHead>
      <DataTable
        testId="bo-referral-runs"
        columns={[
          { label: t('rewards.day') },
          { label: t('rewards.runs.players'), className: 'num' },
          { label: t('rewards.runs.referrers'), className: 'num' },
          { label: t('rewards.turnover'), className: 'num' },
          { label: t('rewards.runs.total'), className: 'num' },
          { label: t('rewards.runs.byCurrency'), className: 'num' },
          { label: t('rewards.runs.finishedAt') },
          { label: t('rewards.runs.runBy') },
        ]}
        loading={isLoading}
        empty={data?.data.length === 0}
        emptyText={t('rewards.runs.none')}
      >
        {data?.data.map((r) => (
          <tr key={r.day} data-testid={`bo-referral-run-${r.day}`}>
            <td>
              <Link to={`/rewards?tab=paid&day=${r.day}`}>{dateOnly(r.day)}</Link>
            </td>
            <td className="num">
              <Num>{r.players}</Num>
            </td>
            <td className="num">
              <Num>{r.referrers}</Num>
            </td>
            <td className="num">
              <Num>{money(r.turnover)}</Num>
            </td>
            <td className="num">
              <Num $tone="gold">{money(r.total)}</Num>
            </td>
            <td className="num">
              <CurrencyTotals run={r} />
            </td>
            <td>{dateTime(r.finished_at)}</td>
            <td>{r.run_by}</td>
          </tr>
        ))}
      </DataTable>
      {data && data.total > 0 && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={onPage} />}
    </Panel>
  );
}

function RunDay({ onRun }: { onRun(): void }) {
  const { t } = useTranslation('backoffice');
  const msg = useMessage();
  const toast = useToast();
  const serverError = useServerError();
  // The server refuses a day that has not ended; the picker offers up to today (a test server may run the open day).
  const today = dhakaToday();
  const [day, setDay] = useState(dhakaYesterday);
  const [problem, setProblem] = useState<string | null>(null);
  const [run, { data: result, isLoading, reset }] = useBoRunReferralDayMutation();

  const submit = async () => {
    setProblem(null);
    reset();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day > today) {
      setProblem(msg(MESSAGES.valueInvalid));
      return;
    }
    try {
      const r = await run({ day }).unwrap();
      toast.show(r.created ? t('rewards.runs.createdToast', { day: dateOnly(r.day) }) : t('rewards.runs.alreadyToast', { day: dateOnly(r.day) }), r.created ? 'success' : 'info');
      onRun();
    } catch (err) {
      const e = toApiError(err);
      const field = e.errors.day?.[0];
      setProblem(field ? msg(field) : serverError.text(err));
    }
  };

  return (
    <Panel>
      <PanelHead>
        <h2>{t('rewards.runs.runTitle')}</h2>
      </PanelHead>
      <PanelBody style={{ display: 'flex', flexWrap: 'wrap', gap: '16px 32px', alignItems: 'flex-start' }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
          noValidate
          style={{ width: 380 }}
        >
          <Label htmlFor="bo-run-day">{t('rewards.day')}</Label>
          <Toolbar style={{ marginTop: 5 }}>
            <Input id="bo-run-day" type="date" value={day} max={today} onChange={(e) => setDay(e.target.value)} $invalid={Boolean(problem)} style={{ width: 170 }} data-testid="bo-run-day" />
            <Btn type="submit" $variant="primary" disabled={isLoading || !day} data-testid="bo-run-day-submit">
              {t('rewards.runs.run')}
            </Btn>
          </Toolbar>
          {problem ? <ErrorLine role="alert" style={{ marginTop: 6 }}>{problem}</ErrorLine> : <HintLine style={{ marginTop: 6 }}>{t('rewards.runs.runHint')}</HintLine>}
        </form>
        {result && (
          <div style={{ flex: 1, minWidth: 420 }} data-testid="bo-run-day-result">
            <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 10 }}>
              <Badge $tone={result.created ? 'success' : 'info'} data-testid="bo-run-day-outcome">
                {result.created ? t('rewards.runs.created') : t('rewards.runs.already')}
              </Badge>
              <b>{dateOnly(result.day)}</b>
            </div>
            <Facts>
              <div>
                <dt>{t('rewards.runs.players')}</dt>
                <dd>{result.players}</dd>
              </div>
              <div>
                <dt>{t('rewards.runs.referrers')}</dt>
                <dd>{result.referrers}</dd>
              </div>
              <div>
                <dt>{t('rewards.turnover')}</dt>
                <dd>{money(result.turnover)}</dd>
              </div>
              <div>
                <dt>{t('rewards.runs.total')}</dt>
                <dd>{result.currency_totals.length > 0 ? <CurrencyTotals run={result} /> : money(result.total)}</dd>
              </div>
            </Facts>
            <Small style={{ marginTop: 10 }}>
              {t('rewards.runs.finishedBy', { when: `${dateTime(result.finished_at)} (${CLOCK.label})`, who: result.run_by })}
            </Small>
          </div>
        )}
      </PanelBody>
    </Panel>
  );
}
