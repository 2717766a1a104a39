import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useTurnoverRecords } from '@khela/api';
import { MESSAGES, formatDateTime, tryParseMoney, turnoverProgress, type TurnoverTicket } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { EmptyState, Icon, IconButton, Skeleton, TurnoverBar, TurnoverCounts, TurnoverHelpDialog, TurnoverTabs } from '@khela/ui';
import { HEADER_HEIGHT } from '../../app/Header';
import { taka } from '../funds/money';
import { MiniIcon } from '../funds/parts';
import { RecordBody } from '../../components/records';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  height: ${HEADER_HEIGHT}px;
  padding: 0 ${({ theme }) => theme.space(1)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 { margin: 0; text-align: center; font-size: ${({ theme }) => theme.font.sizeLg}; font-weight: 700; }
`;

const Ticket = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  h2 { flex: 1; min-width: 0; font-size: ${({ theme }) => theme.font.size}; font-weight: 700; line-height: 1.35; }
`;

const Label = styled.span<{ $tone: 'pending' | 'done' }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 800;
  color: ${({ theme, $tone }) => ($tone === 'done' ? theme.colors.success : theme.colors.gold)};
  background: ${({ $tone }) => ($tone === 'done' ? 'rgba(34, 197, 94, 0.12)' : 'rgba(245, 194, 66, 0.12)')};
  border: 1px solid ${({ $tone }) => ($tone === 'done' ? 'rgba(34, 197, 94, 0.4)' : 'rgba(245, 194, 66, 0.4)')};
`;

const Kind = styled.span`
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 700;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 600; }
  dd { margin: 2px 0 0; font-weight: 700; font-variant-numeric: tabular-nums; }
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const ProgressText = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  b { color: ${({ theme }) => theme.colors.text}; }
`;

const Ends = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  b { color: ${({ theme }) => theme.colors.text}; font-variant-numeric: tabular-nums; }
`;

function TicketCard({ ticket }: { ticket: TurnoverTicket }) {
  const { t } = useTranslation(['wallet', 'account', 'ui', 'shell']);
  const msg = useMessage();
  const done = ticket.status === 'complete';
  const { required, achieved, percent } = turnoverProgress(ticket); // shared with desktop (`@khela/domain`)
  const promo = ticket.transaction.promotion?.name;
  const name = promo ?? msg(done ? MESSAGES.deposit : MESSAGES.depositWithoutPromotion);
  const kind = ticket.transaction.action === 'bonus' ? t('turnover.bonusDeposit') : msg(MESSAGES.regularDeposit);
  const deposit = tryParseMoney(ticket.transaction.amount);
  return (
    <Ticket data-testid={`turnover-ticket-${ticket.id}`} data-status={ticket.status}>
      <Head>
        <h2>{name}</h2>
        <Label $tone={done ? 'done' : 'pending'}>
          {done && <Icon name="check" size={13} />}
          {done ? t('turnover.completed') : t('transactions.statusOpt.0')}
        </Label>
      </Head>
      <Kind>
        {kind}
        {ticket.transaction.payment_method ? ` · ${ticket.transaction.payment_method.name}` : ''}
      </Kind>
      <Facts>
        <div>
          <dt>{t('turnover.required')}</dt>
          <dd>{taka(required)}</dd>
        </div>
        {deposit !== null && deposit > 0n && (
          <div>
            <dt>{t('shell:nav.deposit')}</dt>
            <dd>{taka(deposit)}</dd>
          </div>
        )}
      </Facts>
      <Progress>
        <ProgressText>
          {/* A completed ticket shows 100 % only: it may have been completed by the low-balance rule or an operator. */}
          <span>
            {done ? (
              t('turnover.completed')
            ) : (
              <>
                {t('turnover.achieved')} <b>{taka(achieved)}</b>
              </>
            )}
          </span>
          <b data-testid={`turnover-progress-${ticket.id}`}>{percent}%</b>
        </ProgressText>
        <TurnoverBar percent={percent} done={done} />
      </Progress>
      <TurnoverCounts ticket={ticket} />
      {done ? (
        <Ends>
          <Icon name="clock" size={14} />
          {msg(MESSAGES.eventEndsIn)} <b>{formatDateTime(ticket.updated_at)}</b>
        </Ends>
      ) : (
        <Ends>
          <Icon name="history" size={14} />
          {t('turnover.started')} <b>{formatDateTime(ticket.created_at)}</b>
        </Ends>
      )}
    </Ticket>
  );
}

/**
 * /turnover-record (spec 2 §2 Turnover): Active and Completed tabs of the player's turnover tickets, a Help item,
 * 'No Data' when a tab is empty.
 */
export default function TurnoverRecordPage() {
  const { t } = useTranslation(['wallet', 'account', 'ui', 'shell']);
  const msg = useMessage();
  const navigate = useNavigate();
  const { query: q, active, completed, view: tab, setView: setTab, shown } = useTurnoverRecords();
  const [help, setHelp] = useState(false);

  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/account', { replace: true });
  };

  return (
    <>
      <Bar>
        <IconButton label={t('ui:back')} onClick={back}>
          <Icon name="back" size={24} />
        </IconButton>
        <h1>{t('account:item.turnoverRecord')}</h1>
        <IconButton label={t('turnover.help')} onClick={() => setHelp(true)} data-testid="turnover-help">
          <MiniIcon name="help" size={22} />
        </IconButton>
      </Bar>
      <RecordBody data-testid="turnover-record">
        <TurnoverTabs
          aria-label={t('account:item.turnoverRecord')}
          value={tab}
          onChange={setTab}
          counts={q.data ? { active: active.length, completed: completed.length } : null}
        />
        {q.isLoading ? (
          <>
            <Skeleton height={190} radius="16px" />
            <Skeleton height={190} radius="16px" />
          </>
        ) : shown.length === 0 ? (
          <EmptyState text={msg(MESSAGES.noData)} icon="history" />
        ) : (
          shown.map((ticket) => <TicketCard key={ticket.id} ticket={ticket} />)
        )}
      </RecordBody>
      <TurnoverHelpDialog open={help} onClose={() => setHelp(false)} />
    </>
  );
}
