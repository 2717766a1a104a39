import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Btn } from './kit';

/** "1–50 of 213" with previous/next, under a paged table. */
export function Pager({ page, perPage, total, onPage }: { page: number; perPage: number; total: number; onPage(p: number): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Bar>
      <span>{t('common.range', { from, to, total })}</span>
      <span>
        <Btn $size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('common.previous')}
        </Btn>{' '}
        <Btn $size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('ui:next')}
        </Btn>
      </span>
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
`;
