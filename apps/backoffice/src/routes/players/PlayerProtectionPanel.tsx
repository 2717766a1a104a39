import { useState, type ReactNode } from 'react';
import { useFormik } from 'formik';
import * as yup from 'yup';
import styled from 'styled-components';
import { staffCan, toApiError, useBoLiftExclusionMutation, useBoPlayerProtectionQuery, type ApiError } from '@khela/api/backoffice';
import type { PlayerProtection, ProtectionLimit } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { useToast } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { ActionDialog, ReasonField, SummaryLines } from '../../components/dialogs';
import { useServerError } from '../../components/errors';
import { Badge, Btn, CheckLabel, DangerNote, ErrorLine, Muted, Num, Panel, PanelBody, PanelHead, Small } from '../../components/kit';
import { reasonRule } from '../../components/validation';
import { canLift, isPast, MarkerRules, useProtectionFormat, when } from '../protection/protectionShared';

const HISTORY_SHOWN = 8;

/**
 * A player's protection on their page (issue 14): the time-out or self-exclusion with since and until, the
 * reality-check interval, the limits in force and pending (with when they apply), the markers of harm with their
 * rules, and the history. An admin lifts a self-exclusion after its end (`can_lift`), with a reason and a
 * confirmation; anyone else reads why it is not offered.
 */
export function PlayerProtectionPanel({ playerId, role }: { playerId: number; role: string | null | undefined }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const serverError = useServerError();
  const allowed = staffCan(role, 'protection.read');
  const { data, error, isLoading, refetch } = useBoPlayerProtectionQuery(playerId, { skip: !allowed });
  if (!allowed) return null;
  if (isLoading) {
    return (
      <Panel data-testid="bo-protection">
        <PanelBody>
          <Muted>{t('ui:loading')}</Muted>
        </PanelBody>
      </Panel>
    );
  }
  if (!data) {
    return (
      <Panel data-testid="bo-protection">
        <PanelHead>
          <h2>{t('protection.panel.title')}</h2>
        </PanelHead>
        <PanelBody>
          <Muted role="alert" data-testid="bo-protection-error">
            {t('protection.panel.loadError')} {error ? serverError.text(error) : ''}{' '}
            <Btn $variant="ghost" $size="xs" onClick={() => void refetch()}>
              {t('ui:retry')}
            </Btn>
          </Muted>
        </PanelBody>
      </Panel>
    );
  }
  return <ProtectionView p={data} role={role} />;
}

function ProtectionView({ p, role }: { p: PlayerProtection; role: string | null | undefined }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const [lifting, setLifting] = useState(false);
  const { state } = p;
  const to = state.time_out;
  const ex = state.self_exclusion;
  const blocked = state.blocked;

  return (
    <Panel data-testid="bo-protection">
      <PanelHead>
        <h2>{t('protection.panel.title')}</h2>
        <Heads>
          {ex && <Badge $tone="danger">{t('protection.flagged.selfExcluded')}</Badge>}
          {to && <Badge $tone="warning">{t('protection.flagged.timedOut')}</Badge>}
          {p.markers.length > 0 && (
            <Badge $tone="warning" data-testid="bo-protection-marker-count">
              {t('protection.panel.flaggedCount', { count: p.markers.length })}
            </Badge>
          )}
        </Heads>
      </PanelHead>
      <PanelBody>
        {blocked && (
          <DangerNote role="status" style={{ fontWeight: 600 }} data-testid="bo-protection-blocked">
            {!blocked.until ? t('protection.panel.blockedForever') : isPast(blocked.until) ? t('protection.panel.blockedEnded', { until: when(blocked.until) }) : t('protection.panel.blockedUntil', { until: when(blocked.until) })}
          </DangerNote>
        )}
        <States>
          <StateBox label={t('protection.panel.selfExclusion')} testId="bo-protection-exclusion">
            {ex ? (
              <>
                <b>{ex.permanent ? t('protection.panel.permanent') : t('protection.panel.sinceUntil', { since: when(ex.since), until: when(ex.until) })}</b>
                {ex.permanent && <Small>{t('protection.panel.sinceOnly', { since: when(ex.since) })}</Small>}
                {!ex.permanent && isPast(ex.until) && <Badge $tone="info">{t('protection.panel.ended')}</Badge>}
                <LiftLine p={p} role={role} onLift={() => setLifting(true)} />
              </>
            ) : (
              <Muted>{t('protection.panel.noExclusion')}</Muted>
            )}
          </StateBox>
          <StateBox label={t('protection.panel.timeOut')} testId="bo-protection-timeout">
            {to ? <b>{t('protection.panel.sinceUntil', { since: when(to.since), until: when(to.until) })}</b> : <Muted>{t('protection.panel.noTimeOut')}</Muted>}
          </StateBox>
          <StateBox label={t('protection.panel.realityCheck')} testId="bo-protection-reality">
            <b>{state.reality_check_minutes === 0 ? t('protection.panel.realityOff') : t('protection.panel.realityEvery', { count: state.reality_check_minutes })}</b>
          </StateBox>
        </States>

        <Section>
          <h3>{t('protection.limits.title')}</h3>
          <Small style={{ marginBottom: 8 }}>{t('protection.limits.rule')}</Small>
          <Limits limits={state.limits} />
        </Section>

        <Section>
          <h3>{t('protection.markers.title')}</h3>
          <Markers p={p} />
        </Section>

        <Section>
          <h3>{t('protection.history.title')}</h3>
          <History p={p} />
        </Section>
      </PanelBody>
      {lifting && <LiftDialog p={p} onClose={() => setLifting(false)} />}
    </Panel>
  );
}

function StateBox({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box data-testid={testId}>
      <Small>{label}</Small>
      {children}
    </Box>
  );
}

/** The lift action for a role that may when the server allows it now; otherwise the reason it is not offered. */
function LiftLine({ p, role, onLift }: { p: PlayerProtection; role: string | null | undefined; onLift(): void }) {
  const { t } = useTranslation('backoffice');
  const ex = p.state.self_exclusion!;
  if (canLift(role) && p.can_lift) {
    return (
      <Btn $size="xs" $variant="danger" onClick={onLift} data-testid="bo-protection-lift" style={{ alignSelf: 'flex-start' }}>
        {t('protection.lift.button')}
      </Btn>
    );
  }
  const why = !canLift(role)
    ? t('protection.lift.notAdmin')
    : ex.permanent
      ? t('protection.lift.notPermanent')
      : ex.until && !isPast(ex.until)
        ? t('protection.lift.notYet', { until: when(ex.until) })
        : t('protection.lift.notNow');
  return <Small data-testid="bo-protection-lift-why">{why}</Small>;
}

function Limits({ limits }: { limits: ProtectionLimit[] }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const f = useProtectionFormat();
  return (
    <DataTable
      testId="bo-protection-limits"
      columns={[
        { label: t('protection.limits.limit') },
        { label: t('protection.limits.period') },
        { label: t('protection.limits.inForce'), className: 'num' },
        { label: t('protection.limits.used'), className: 'num' },
        { label: t('protection.limits.remaining'), className: 'num' },
        { label: t('protection.limits.windowEnds') },
        { label: t('protection.limits.pending') },
      ]}
      empty={limits.length === 0}
    >
      {limits.map((l) => (
        <tr key={`${l.kind}-${l.period}`} data-testid={`bo-limit-${l.kind}-${l.period}`}>
          <td>{f.limitName(l.kind)}</td>
          <td>{f.periodName(l.kind, l.period)}</td>
          <td className="num">{l.amount === null ? <Muted>{t('protection.limits.noLimit')}</Muted> : <Num>{f.amount(l.kind, l.amount)}</Num>}</td>
          <td className="num">
            <Num>{f.amount(l.kind, l.used)}</Num>
          </td>
          <td className="num">{l.remaining === null ? <Muted>—</Muted> : <Num>{f.amount(l.kind, l.remaining)}</Num>}</td>
          <td>{l.kind === 'session' ? <Muted>—</Muted> : when(l.window_ends_at)}</td>
          <td className="wrap">
            {l.pending ? (
              <Pending data-testid={`bo-limit-pending-${l.kind}-${l.period}`}>
                <Num $tone="gold">{l.pending.amount === null ? t('protection.limits.removal') : f.amount(l.kind, l.pending.amount)}</Num>
                <Small>{l.pending.confirmable ? t('protection.limits.confirmable') : t('protection.limits.appliesAt', { at: when(l.pending.applies_at) })}</Small>
              </Pending>
            ) : (
              <Muted>—</Muted>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

function Markers({ p }: { p: PlayerProtection }) {
  const { t } = useTranslation('backoffice');
  if (p.markers.length === 0) {
    return (
      <>
        <Muted data-testid="bo-protection-no-markers">{t('protection.markers.none')}</Muted>
        <Details>
          <summary>{t('protection.flagged.rulesTitle')}</summary>
          <MarkerRules />
        </Details>
      </>
    );
  }
  return (
    <MarkerList>
      {p.markers.map((m) => (
        <li key={m.code} data-testid={`bo-protection-marker-${m.code}`}>
          <div>
            <Badge $tone="warning">{t(`protection.markers.${m.code}.name`)}</Badge> <Small as="span">{t('protection.markers.lastMatched', { at: when(m.at) })}</Small>
          </div>
          <Small>{t(`protection.markers.${m.code}.rule`)}</Small>
          {m.detail && (
            <Small>
              {t('protection.markers.figures')}: <span lang="en">{m.detail}</span>
            </Small>
          )}
        </li>
      ))}
    </MarkerList>
  );
}

function History({ p }: { p: PlayerProtection }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const f = useProtectionFormat();
  const [all, setAll] = useState(false);
  const rows = all ? p.history : p.history.slice(0, HISTORY_SHOWN);
  return (
    <>
      <DataTable
        testId="bo-protection-history"
        columns={[
          { label: t('protection.history.when') },
          { label: t('protection.history.who') },
          { label: t('protection.history.what') },
          { label: t('protection.history.change') },
          { label: t('common.reason') },
        ]}
        empty={p.history.length === 0}
        emptyText={t('protection.history.none')}
      >
        {rows.map((e) => (
          <tr key={e.id} data-testid={`bo-protection-event-${e.id}`}>
            <td>{when(e.at)}</td>
            <td>{e.actor === 'player' ? <Muted>{t('audit.entities.player')}</Muted> : <b>{e.actor}</b>}</td>
            <td>
              {f.actionName(e.action)}
              {e.kind && (
                <Small>
                  {f.limitName(e.kind)}
                  {e.period ? ` · ${f.periodName(e.kind, e.period)}` : ''}
                </Small>
              )}
            </td>
            <td>
              {e.from === null && e.to === null ? (
                <Muted>—</Muted>
              ) : (
                <Num>
                  {e.from !== null || e.action.startsWith('limit') ? `${f.historyValue(e.action, e.kind, e.from)} → ` : ''}
                  {f.historyValue(e.action, e.kind, e.to)}
                </Num>
              )}
            </td>
            <td className="wrap">{e.reason ?? <Muted>—</Muted>}</td>
          </tr>
        ))}
      </DataTable>
      {p.history.length > HISTORY_SHOWN && (
        <Btn $size="xs" $variant="ghost" style={{ marginTop: 6 }} onClick={() => setAll(!all)} data-testid="bo-protection-history-toggle">
          {all ? t('protection.history.showLess', { count: HISTORY_SHOWN }) : t('protection.history.showAll', { count: p.history.length })}
        </Btn>
      )}
    </>
  );
}

/** Lifting a self-exclusion: a reason (3–500 characters) and an explicit confirmation; the server's refusal is shown in the dialog. */
function LiftDialog({ p, onClose }: { p: PlayerProtection; onClose(): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const errors = useServerError();
  const [lift, { isLoading }] = useBoLiftExclusionMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const ex = p.state.self_exclusion!;
  const form = useFormik({
    initialValues: { reason: '', confirmed: false },
    validationSchema: yup.object({ reason: reasonRule, confirmed: yup.boolean().oneOf([true], 'confirm') }),
    onSubmit: async (v) => {
      setFailure(null);
      try {
        await lift({ id: p.player_id, reason: v.reason.trim() }).unwrap();
        toast.show(t('protection.lift.done', { username: p.username }), 'success');
        onClose();
      } catch (err) {
        const e: ApiError = toApiError(err);
        const f = errors.fields(err);
        if (f.reason) form.setFieldError('reason', f.reason);
        setFailure(e.status === 422 && f.reason ? null : errors.text(err));
      }
    },
  });
  const formId = `lift-${p.player_id}`;
  const reasonError = form.touched.reason && form.errors.reason ? msg(form.errors.reason) : null;
  return (
    <ActionDialog open title={t('protection.lift.title', { username: p.username })} confirmLabel={t('protection.lift.button')} tone="danger" busy={isLoading} formId={formId} onClose={onClose} width={520}>
      <SummaryLines
        lines={[
          [t('audit.entities.player'), p.username],
          [t('protection.panel.selfExclusion'), t('protection.panel.sinceUntil', { since: when(ex.since), until: when(ex.until) })],
        ]}
      />
      <Warning>{t('protection.lift.warning')}</Warning>
      <form id={formId} onSubmit={form.handleSubmit} noValidate style={{ display: 'grid', gap: 12 }}>
        <ReasonField value={form.values.reason} error={reasonError} onChange={form.handleChange} onBlur={form.handleBlur} />
        <div>
          <CheckLabel>
            <input type="checkbox" name="confirmed" checked={form.values.confirmed} onChange={form.handleChange} data-testid="bo-lift-confirm" />
            <span>{t('protection.lift.confirm')}</span>
          </CheckLabel>
          {form.submitCount > 0 && form.errors.confirmed && <ErrorLine role="alert">{t('protection.lift.confirmRequired')}</ErrorLine>}
        </div>
        {failure && (
          <ErrorLine role="alert" data-testid="bo-lift-error">
            {failure}
          </ErrorLine>
        )}
      </form>
    </ActionDialog>
  );
}

// ------------------------------------------------------------------ styles

const Heads = styled.div`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
`;


const States = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  padding: 10px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.bg};
  font-size: 13px;
  min-width: 0;
  b { font-variant-numeric: tabular-nums; }
`;

const Section = styled.section`
  margin-top: 16px;
  h3 { font-size: 13px; font-weight: 700; margin-bottom: 6px; }
`;

const Pending = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 150px;
`;

const MarkerList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 4px;
    padding: 10px 12px;
    border: 1px solid rgba(245, 158, 11, 0.35);
    border-radius: 8px;
    background: rgba(245, 158, 11, 0.06);
  }
`;

const Details = styled.details`
  margin-top: 8px;
  font-size: 13px;
  summary { cursor: pointer; color: ${({ theme }) => theme.colors.textMuted}; margin-bottom: 8px; }
`;

const Warning = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.warning};
  font-size: 13px;
  line-height: 1.45;
`;
