import { useState } from 'react';
import styled from 'styled-components';
import { useAccountHistoryDownload, useDhakaDays } from '@khela/api';
import { daysBefore } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { HistoryExport, Icon } from '@khela/ui';
import { FullSheet } from '../../components/FullSheet';
import { RecordBody } from '../../components/records';

const Entry = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  touch-action: manipulation;
  > span {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  strong { font-size: ${({ theme }) => theme.font.sizeSm}; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; }
  > svg:first-child { color: ${({ theme }) => theme.colors.accent}; flex: none; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/**
 * The account history export on /transaction-record: a row that opens the period form (the last 30 Dhaka days by
 * default) whose Download saves the CSV with the player's token.
 */
export function HistoryExportEntry() {
  const { t } = useTranslation('records');
  const { today } = useDhakaDays();
  const { status, download } = useAccountHistoryDownload();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Entry type="button" onClick={() => setOpen(true)} data-testid="history-export-open">
        <Icon name="download" size={20} />
        <span>
          <strong>{t('export.title')}</strong>
          <small>{t('export.download')}</small>
        </span>
        <Icon name="chevronRight" size={18} />
      </Entry>
      {open && (
        <FullSheet open title={t('export.title')} onClose={() => setOpen(false)} testId="history-export-sheet">
          <RecordBody>
            <HistoryExport defaultFrom={daysBefore(today, 29)} defaultTo={today} status={status} onDownload={(from, to) => void download(from, to)} />
          </RecordBody>
        </FullSheet>
      )}
    </>
  );
}
