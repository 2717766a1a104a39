import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { pageWindow } from './listState';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  ol {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const PageButton = styled.button<{ $active?: boolean }>`
  display: grid;
  place-items: center;
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.surface)};
  color: ${({ theme, $active }) => ($active ? theme.colors.accentText : theme.colors.text)};
  font-weight: 600;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &:not(:disabled):hover {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

export function Pagination({ page, pages, from, to, total, onPage }: { page: number; pages: number; from: number; to: number; total: number; onPage(n: number): void }) {
  const { t } = useTranslation('lobby');
  return (
    <Nav aria-label={t('pagination')} data-testid="pagination">
      <span>{t('range', { from, to, total })}</span>
      <ol>
        <li>
          <PageButton type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('previousPage')}>
            <Icon name="back" size={16} />
          </PageButton>
        </li>
        {pageWindow(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <PageButton as="span">…</PageButton>
            </li>
          ) : (
            <li key={n}>
              <PageButton type="button" $active={n === page} aria-current={n === page ? 'page' : undefined} onClick={() => onPage(n)}>
                {n}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('nextPage')}>
            <Icon name="chevronRight" size={16} />
          </PageButton>
        </li>
      </ol>
    </Nav>
  );
}
