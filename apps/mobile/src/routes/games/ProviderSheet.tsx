import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { GAME_MESSAGES, type GameProvider } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Checkbox, EmptyState, Skeleton } from '@khela/ui';
import { FullSheet } from '../../components/FullSheet';
import { SearchField } from './SearchField';

const Body = styled.div`
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  button {
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(3)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  label { width: 100%; font-size: ${({ theme }) => theme.font.size}; font-weight: 600; align-items: center; }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/**
 * The lobby's search page (spec 2 §2): the 'Search Games' box, the provider checklist and Confirm (both apply
 * together). Nothing ticked means every provider.
 */
export function ProviderSheet({
  open,
  providers,
  loading,
  error,
  selected,
  query,
  onConfirm,
  onClose,
}: {
  open: boolean;
  providers: GameProvider[];
  loading: boolean;
  error: string | null;
  selected: string[];
  query: string;
  onConfirm(platforms: string[], query: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation(['lobby', 'ui']);
  const msg = useMessage();
  const [draft, setDraft] = useState<string[]>(selected);
  const [text, setText] = useState(query);
  useEffect(() => {
    if (!open) return;
    setDraft(selected);
    setText(query);
  }, [open, selected, query]);

  const toggle = (platform: string) =>
    setDraft((d) => (d.includes(platform) ? d.filter((p) => p !== platform) : [...d, platform]));
  const allTicked = providers.length > 0 && providers.every((p) => draft.includes(p.platform));

  return (
    <FullSheet
      open={open}
      title={t('ui:search')}
      onClose={onClose}
      testId="games-search-page"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft([]);
              setText('');
            }}
            data-testid="games-filter-clear"
          >
            {t('clear')}
          </Button>
          <Button
            onClick={() => onConfirm(allTicked ? [] : providers.map((p) => p.platform).filter((p) => draft.includes(p)), text)}
            data-testid="games-filter-confirm"
          >
            {t('ui:confirm')}
          </Button>
        </>
      }
    >
      <Body>
        <SearchField value={text} onChange={setText} testId="games-search-page-input" />
        <Head>
          <span>{t('providers')}</span>
          {providers.length > 0 && (
            <button type="button" onClick={() => setDraft(allTicked ? [] : providers.map((p) => p.platform))}>
              {allTicked ? t('clear') : t('selectAll')}
            </button>
          )}
        </Head>
        {loading ? (
          <Skeleton height={180} radius="16px" />
        ) : error ? (
          <ErrorText role="alert">{msg(error)}</ErrorText>
        ) : providers.length === 0 ? (
          <EmptyState text={msg(GAME_MESSAGES.noProviders)} />
        ) : (
          <List>
            {providers.map((p) => (
              <li key={p.platform}>
                <Checkbox
                  checked={draft.includes(p.platform)}
                  onChange={() => toggle(p.platform)}
                  data-testid={`provider-check-${p.platform}`}
                  label={p.name}
                />
              </li>
            ))}
          </List>
        )}
      </Body>
    </FullSheet>
  );
}
