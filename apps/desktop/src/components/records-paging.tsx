import { useState } from 'react';
import styled from 'styled-components';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon, IconButton, Select } from '@khela/ui';

export type RecordsPageSize = (typeof PAGE_SIZES)[number];

/** One page of a records list (spec 2 §9: page sizes 10, 25, 50, 100, default 10). */
export interface Paged<T> {
  page: number;
  pages: number;
  size: RecordsPageSize;
  total: number;
  rows: T[];
  setPage(page: number): void;
  setSize(size: RecordsPageSize): void;
}

/**
 * Pages a list on the client. `resetKey` (e.g. the filters) goes back to page 1 when it changes; the page is clamped
 * when the list shrinks.
 */
export function usePaged<T>(list: readonly T[], resetKey = ''): Paged<T> {
  const [state, setState] = useState<{ page: number; size: RecordsPageSize; key: string }>({ page: 1, size: DEFAULT_PAGE_SIZE as RecordsPageSize, key: resetKey });
  if (state.key !== resetKey) setState({ ...state, page: 1, key: resetKey });
  const pages = Math.max(1, Math.ceil(list.length / state.size));
  const page = Math.min(state.key === resetKey ? state.page : 1, pages);
  const start = (page - 1) * state.size;
  return {
    page,
    pages,
    size: state.size,
    total: list.length,
    rows: list.slice(start, start + state.size),
    setPage: (n) => setState((s) => ({ ...s, page: Math.max(1, Math.min(n, pages)) })),
    setSize: (size) => setState((s) => ({ ...s, size, page: 1 })),
  };
}

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-variant-numeric: tabular-nums;
  .size {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin-right: auto;
    white-space: nowrap;
  }
`;

const SizeSelect = styled(Select)`
  width: 170px;
`;

/** Rows per page (10 / 25 / 50 / 100) and previous / next under a records table. */
export function RecordsPager({ size, page, pages, total, onSize, onPage, testId = 'records-pager' }: {
  size: RecordsPageSize;
  page: number;
  pages: number;
  total: number;
  onSize(size: RecordsPageSize): void;
  onPage(page: number): void;
  testId?: string;
}) {
  const { t } = useTranslation(['records', 'lobby', 'exchange']);
  if (total === 0) return null;
  return (
    <Bar aria-label={t('lobby:pagination')} data-testid={testId}>
      <div className="size">
        <span aria-hidden>{t('desktop.rowsPerPage')}</span>
        <SizeSelect
          aria-label={t('desktop.rowsPerPage')}
          value={String(size)}
          options={PAGE_SIZES.map((n) => ({ value: String(n), label: t('lobby:perPage', { n }) }))}
          onChange={(e) => onSize(Number(e.target.value) as RecordsPageSize)}
          data-testid={`${testId}-size`}
        />
      </div>
      <IconButton label={t('lobby:previousPage')} disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid={`${testId}-prev`}>
        <Icon name="back" size={18} />
      </IconButton>
      <span data-testid={`${testId}-page`}>{t('exchange:account.pageOf', { page, last: pages })}</span>
      <IconButton label={t('lobby:nextPage')} disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
        <Icon name="chevronRight" size={18} />
      </IconButton>
    </Bar>
  );
}

/** The pager of a `usePaged` list. */
export function PagedPager<T>({ paged, testId }: { paged: Paged<T>; testId?: string }) {
  return <RecordsPager size={paged.size} page={paged.page} pages={paged.pages} total={paged.total} onSize={paged.setSize} onPage={paged.setPage} testId={testId} />;
}
