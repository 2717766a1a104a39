import { useState } from 'react';
import styled from 'styled-components';
import { useTurnoverRecords } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyState, Modal, Skeleton, Tabs } from '@khela/ui';
import { PagedPager, usePaged } from '../../components/records-paging';
import { RecordsPanel, TableScroll } from '../../components/records-parts';
import { TurnoverTable } from '../../components/records-turnover';

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

const HelpList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.55;
`;

type TurnoverView = 'active' | 'completed';

/**
 * Member Center › Turnover (spec 2 "Turnover"): the Active and Completed tickets in a table with progress, a Help
 * item, page sizes 10 / 25 / 50 / 100; 'No Data' when a tab is empty. Same data and rules as mobile /turnover-record.
 */
export function TurnoverTab() {
  const { t } = useTranslation(['wallet', 'account', 'ui']);
  const msg = useMessage();
  const { query, active, completed } = useTurnoverRecords();
  const [view, setView] = useState<TurnoverView>('active');
  const [help, setHelp] = useState(false);
  const shown = view === 'active' ? active : completed;
  const paged = usePaged(shown, view);

  return (
    <RecordsPanel data-testid="turnover-record">
      <Head>
        <h2>{t('account:memberCenter.tabs.turnover')}</h2>
        <Button variant="ghost" size="sm" onClick={() => setHelp(true)} data-testid="turnover-help">
          {t('turnover.help')}
        </Button>
      </Head>
      <Tabs
        aria-label={t('account:memberCenter.tabs.turnover')}
        testIdPrefix="turnover-tab"
        value={view}
        onChange={(key) => setView(key === 'completed' ? 'completed' : 'active')}
        items={(['active', 'completed'] as const).map((key) => ({
          key,
          label: (
            <>
              {t(key === 'active' ? 'turnover.active' : 'turnover.completed')}
              {query.data && <small>{key === 'active' ? active.length : completed.length}</small>}
            </>
          ),
        }))}
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
      <Modal
        open={help}
        title={t('turnover.helpTitle')}
        onClose={() => setHelp(false)}
        testId="turnover-help-dialog"
        footer={<Button onClick={() => setHelp(false)}>{t('ui:gotIt')}</Button>}
      >
        <HelpList>
          <li>{t('turnover.helpWhat')}</li>
          <li>{t('turnover.helpHow')}</li>
          <li>{t('turnover.helpWithdraw')}</li>
        </HelpList>
      </Modal>
    </RecordsPanel>
  );
}
