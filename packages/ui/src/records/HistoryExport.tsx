import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, formatNumber, startOfDhakaDay } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { TextInput } from '../components/TextInput';

/** The longest period one export covers, in Dhaka days (the server refuses more). */
export const HISTORY_EXPORT_MAX_DAYS = 366;

/** Days from `from` to `to` (YYYY-MM-DD, Dhaka), both counted; null when either is not a day. */
export function periodDays(from: string, to: string): number | null {
  const a = startOfDhakaDay(from);
  const b = startOfDhakaDay(to);
  if (!a || !b) return null;
  return Math.round((b.getTime() - a.getTime()) / 86_400_000) + 1;
}

export type HistoryExportStatus =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; fileName: string }
  /** `message`: the server's English text (translated through `messages`), or null when nothing readable came back. */
  | { state: 'failed'; message: string | null };

export interface HistoryExportProps {
  /** YYYY-MM-DD (Dhaka): the first day shown (the app passes 29 days before today). */
  defaultFrom: string;
  /** YYYY-MM-DD (Dhaka): today. */
  defaultTo: string;
  status: HistoryExportStatus;
  onDownload(from: string, to: string): void;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const Dates = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
`;

const Note = styled.p<{ $tone: 'muted' | 'error' | 'ok' }>`
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : $tone === 'ok' ? theme.colors.success : theme.colors.textMuted)} !important;
`;

/**
 * Account history export (RTS 13's history link; issue 14): two Dhaka days and a Download button. The app does the
 * download (with the bearer token) and passes its state in.
 */
export function HistoryExport({ defaultFrom, defaultTo, status, onDownload }: HistoryExportProps) {
  const { t } = useTranslation('records');
  const msg = useMessage();
  const [from, setFrom] = useState(defaultFrom);
  const [to, setTo] = useState(defaultTo);
  const days = periodDays(from, to);
  const problem = days === null ? t('export.badDate') : days < 1 ? t('export.reversed') : days > HISTORY_EXPORT_MAX_DAYS ? t('export.tooLong') : null;
  const loading = status.state === 'loading';
  return (
    <Root data-testid="history-export" aria-labelledby="history-export-title">
      <h3 id="history-export-title">
        <Icon name="download" size={18} />
        {t('export.title')}
      </h3>
      <p>{t('export.intro')}</p>
      <Dates>
        <TextInput type="date" label={t('export.from')} value={from} max={to || defaultTo} onChange={(e) => setFrom(e.target.value)} data-testid="history-from" />
        <TextInput type="date" label={t('export.to')} value={to} min={from} max={defaultTo} onChange={(e) => setTo(e.target.value)} data-testid="history-to" />
      </Dates>
      {problem ? (
        <Note $tone="error" role="alert" data-testid="history-problem">
          {problem}
        </Note>
      ) : (
        <Note $tone="muted">{t('export.period', { from: formatDate(from), to: formatDate(to), days: formatNumber(days ?? 0) })}</Note>
      )}
      <Button onClick={() => onDownload(from, to)} disabled={problem !== null || loading} loading={loading} data-testid="history-download">
        <Icon name="download" size={18} />
        {loading ? t('export.preparing') : t('export.download')}
      </Button>
      {status.state === 'failed' && (
        <Note $tone="error" role="alert" data-testid="history-failed">
          {status.message ? msg(status.message) : t('export.failed')}
        </Note>
      )}
      {status.state === 'done' && (
        <Note $tone="ok" role="status" data-testid="history-done">
          {t('export.done', { name: status.fileName })}
        </Note>
      )}
    </Root>
  );
}
