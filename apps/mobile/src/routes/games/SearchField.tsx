import styled from 'styled-components';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';

const SearchBox = styled.label`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 42px;
  padding: 0 ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  &:focus-within { border-color: ${({ theme }) => theme.colors.accent}; }
  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: 16px;
    outline: none;
  }
  input::placeholder { color: ${({ theme }) => theme.colors.textMuted}; }
  input::-webkit-search-cancel-button { display: none; }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 34px;
    height: 34px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The 'Search Games' box (spec 2 §2): filters the lobby's list as the player types; × clears it. */
export function SearchField({ value, onChange, testId }: { value: string; onChange(text: string): void; testId: string }) {
  const { t } = useTranslation('lobby');
  const msg = useMessage();
  return (
    <SearchBox>
      <Icon name="search" size={18} />
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={msg('Search Games')}
        aria-label={msg('Search Games')}
        enterKeyHint="search"
        autoComplete="off"
        data-testid={testId}
      />
      {value && (
        <button type="button" onClick={() => onChange('')} aria-label={t('clearSearch')} data-testid={`${testId}-clear`}>
          <Icon name="close" size={16} />
        </button>
      )}
    </SearchBox>
  );
}
