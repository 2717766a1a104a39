import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, type ReferralRewardRow } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';
import { focusRing } from '../theme';
import { formatCash, formatRate } from './format';

export type RewardBoardProps = {
  rows: ReferralRewardRow[];
  currency?: string;
  className?: string;
};

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Main = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 11px; font-weight: 600; }
  dd { margin: 2px 0 0; font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
  dd.reward { color: ${({ theme }) => theme.colors.gold}; }
`;

const Dl = styled.dl`
  display: contents;
  div { min-width: 0; }
`;

const DateLine = styled.div`
  grid-column: 1 / -1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Status = styled.span<{ $claimed: boolean }>`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 800;
  color: ${({ theme, $claimed }) => ($claimed ? theme.colors.textMuted : theme.colors.success)};
  background: ${({ $claimed }) => ($claimed ? 'rgba(154, 166, 192, 0.12)' : 'rgba(34, 197, 94, 0.12)')};
  border: 1px solid ${({ $claimed }) => ($claimed ? 'rgba(154, 166, 192, 0.35)' : 'rgba(34, 197, 94, 0.4)')};
  white-space: nowrap;
`;

const Toggle = styled.button<{ $open: boolean }>`
  grid-column: 1 / -1;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 2px;
  min-height: 36px;
  margin: -${({ theme }) => theme.space(1)} 0 -${({ theme }) => theme.space(2)} -${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  svg { transition: transform 0.15s ease; transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg); }
  ${focusRing}
`;

const Details = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  font-size: 12px;
  font-variant-numeric: tabular-nums;
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .top { display: flex; align-items: center; gap: ${({ theme }) => theme.space(2)}; }
  .who { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 700; font-size: 13px; }
  .lvl {
    flex: none;
    padding: 1px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 700;
  }
  .reward { flex: none; color: ${({ theme }) => theme.colors.gold}; font-weight: 800; font-size: 13px; }
  .sub { display: flex; flex-wrap: wrap; gap: 0 ${({ theme }) => theme.space(3)}; color: ${({ theme }) => theme.colors.textMuted}; }
  .sub b { color: ${({ theme }) => theme.colors.text}; font-weight: 700; }
`;

function BoardRow({ row, currency }: { row: ReferralRewardRow; currency: string }) {
  const { t } = useTranslation(['rewards', 'common']);
  const [open, setOpen] = useState(false);
  const claimed = row.status === 'claimed';
  const detailsId = `reward-${row.id}-details`;
  return (
    <Row data-testid={`reward-row-${row.id}`} data-status={row.status}>
      <Main>
        <DateLine>
          <span data-testid="reward-date">{formatDate(row.date)}</span>
          <Status $claimed={claimed}>{t(`referral.board.status.${row.status}`)}</Status>
        </DateLine>
        <Dl>
          <div>
            <dt>{t('referral.board.turnover')}</dt>
            <dd data-testid="reward-turnover">{formatCash(row.turnover, currency)}</dd>
          </div>
          <div>
            <dt>{t('referral.board.cashReward')}</dt>
            <dd className="reward" data-testid="reward-cash">
              {formatCash(row.cashReward, currency)}
            </dd>
          </div>
        </Dl>
        {row.details.length > 0 ? (
          <Toggle type="button" $open={open} aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((o) => !o)} data-testid="reward-details-toggle">
            {open ? t('referral.board.hide') : t('referral.board.details')}
            <Icon name="chevronRight" size={14} />
          </Toggle>
        ) : null}
      </Main>
      {open && (
        <Details id={detailsId} data-testid="reward-details">
          {row.details.map((d, i) => (
            <li key={i}>
              <div className="top">
                <span className="lvl">{t('referral.level', { n: d.level })}</span>
                <span className="who" title={d.player}>
                  {d.player}
                </span>
                <span className="reward" aria-label={t('referral.board.reward')}>
                  {formatCash(d.reward, currency)}
                </span>
              </div>
              <div className="sub">
                <span>
                  {t('referral.board.played')} <b>{formatCash(d.turnover, currency)}</b>
                </span>
                <span>
                  {t('referral.board.rate')} <b>{formatRate(d.rate)}</b>
                </span>
              </div>
            </li>
          ))}
        </Details>
      )}
    </Row>
  );
}

/**
 * The referral reward board (spec 2 §3 Referral reward row): one row per Dhaka day with date, the downline's
 * turnover, the cash reward, its status, and the details by level behind a toggle.
 */
export function RewardBoard({ rows, currency = 'BDT', className }: RewardBoardProps) {
  return (
    <List className={className} data-testid="reward-board">
      {rows.map((row) => (
        <BoardRow key={row.id} row={row} currency={currency} />
      ))}
    </List>
  );
}
