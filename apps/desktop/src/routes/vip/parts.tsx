import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Icon, IconButton } from '@khela/ui';
import { Container } from '../../components/Container';
import { RecordsTable } from '../../components/RecordsTable';

/** The rewards pages' column (/vip, /referral): title, tabs, then the tab's panel. */
export const RewardsPage = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
  padding-bottom: ${({ theme }) => theme.space(10)};
`;

/** A tab's framed body (the Member Center's). */
export { RecordsPanel as Panel } from '../../components/records-parts';

/** The records tables (VP received / used, VIP history, cash rewards), with points in and out coloured. */
export const Table = styled(RecordsTable)`
  td.plus {
    color: ${({ theme }) => theme.colors.success};
    font-weight: 700;
  }
  td.minus {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
`;

const PagerBox = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-variant-numeric: tabular-nums;
`;

/** Previous / next over a server-paged list (20 rows a page). Hidden when there is a single page. */
export function Pager({ page, last, onPage, testId }: { page: number; last: number; onPage(page: number): void; testId?: string }) {
  const { t } = useTranslation(['lobby', 'exchange']);
  if (last <= 1) return null;
  return (
    <PagerBox aria-label={t('lobby:pagination')} data-testid={testId}>
      <IconButton label={t('lobby:previousPage')} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="back" size={18} />
      </IconButton>
      <span>{t('exchange:account.pageOf', { page, last })}</span>
      <IconButton label={t('lobby:nextPage')} disabled={page >= last} onClick={() => onPage(page + 1)}>
        <Icon name="chevronRight" size={18} />
      </IconButton>
    </PagerBox>
  );
}
