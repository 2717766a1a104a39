import { useState } from 'react';
import styled from 'styled-components';
import { useTurnoverRecords } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, Skeleton, TurnoverHelpDialog, TurnoverTabs } from '@khela/ui';
import { PagedPager, usePaged } from '../../components/records-paging';
import { RecordsPanel, TableScroll } from '../../components/records-parts';
import { TurnoverTable } from '../../components/records-turnover';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/**
 * Member Center › Turnover (spec 2 "Turnover"): the Active and Completed tickets in a table with progress, a Help
 * item, page sizes 10 / 25 / 50 / 100; 'No Data' when a tab is empty. Same data and rules as mobile /turnover-record.
 */
export function TurnoverTab() {
  const { t } = useTranslation(['wallet', 'account', 'ui']);
  const msg = useMessage();
  const { query, active, completed, view, setView, shown } = useTurnoverRecords();
  const [help, setHelp] = useState(false);
  const paged = usePaged(shown, view);

  return (
    <RecordsPanel data-testid="turnover-record">
      <Head>
        <h2>{t('account:memberCenter.tabs.turnover')}</h2>
        <Button variant="ghost" size="sm" onClick={() => setHelp(true)} data-testid="turnover-help">
          {t('turnover.help')}
        </Button>
      </Head>
      <TurnoverTabs
        aria-label={t('account:memberCenter.tabs.turnover')}
        value={view}
        onChange={setView}
        counts={query.data ? { active: active.length, completed: completed.length } : null}
      />
      {query.isLoading ? (
        <Skeleton height={160} />
      ) : shown.length === 0 ? (
        <EmptyState text={msg(MESSAGES.noData)} icon="history" />
      ) : (
        <>
          <TableScroll>
            <TurnoverTable tickets={paged.rows} />
          </TableScroll>
          <PagedPager paged={paged} testId="turnover-pager" />
        </>
      )}
      <TurnoverHelpDialog open={help} onClose={() => setHelp(false)} />
    </RecordsPanel>
  );
}
