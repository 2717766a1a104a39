import styled from 'styled-components';
import { storageUrl } from '@khela/api';
import { GAME_MESSAGES, type GameProvider } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Checkbox, Skeleton } from '@khela/ui';

const Box = styled.aside`
  position: sticky;
  top: 66px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  h2 {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size};
    font-weight: 700;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    list-style: none;
    max-height: calc(100vh - 180px);
    overflow-y: auto;
  }
  li {
    padding: ${({ theme }) => theme.space(1)} 0;
  }
`;

const Label = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  img {
    height: 20px;
    width: auto;
    max-width: 60px;
    object-fit: contain;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

export interface ProviderFilterProps {
  providers: GameProvider[];
  loading: boolean;
  /** Already the text to show (server message or the spec's fallback), in English. */
  error: string | null;
  /** Games of the category per provider (get-provider's game_count counts every type). */
  counts?: ReadonlyMap<string, number>;
  selected: readonly string[];
  onChange(next: string[]): void;
}

/** The provider checkbox filter with an ALL entry first (spec 2 "Game lobby"); errors in red under it. */
export function ProviderFilter({ providers, loading, error, counts, selected, onChange }: ProviderFilterProps) {
  const { t } = useTranslation('lobby');
  const msg = useMessage();
  const toggle = (platform: string) =>
    onChange(selected.includes(platform) ? selected.filter((p) => p !== platform) : [...selected, platform]);

  return (
    <Box aria-labelledby="provider-filter-title" data-testid="provider-filter">
      <h2 id="provider-filter-title">{t('providers')}</h2>
      {loading ? (
        <ul>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton height={28} />
            </li>
          ))}
        </ul>
      ) : providers.length > 0 ? (
        <ul>
          <li>
            <Checkbox
              label={<Label>{t('allProviders')}</Label>}
              checked={selected.length === 0}
              onChange={() => onChange([])}
              data-testid="provider-all"
            />
          </li>
          {providers.map((p) => (
            <li key={p.platform}>
              <Checkbox
                label={
                  <Label>
                    {p.logo && <img src={storageUrl(p.logo)} alt="" />}
                    {p.name}
                    {counts && <small>{counts.get(p.platform) ?? 0}</small>}
                  </Label>
                }
                checked={selected.includes(p.platform)}
                onChange={() => toggle(p.platform)}
                data-testid={`provider-${p.platform}`}
              />
            </li>
          ))}
        </ul>
      ) : (
        !error && <Note data-testid="no-providers">{msg(GAME_MESSAGES.noProviders)}</Note>
      )}
      {error && (
        <Note $error role="alert" data-testid="providers-error">
          {msg(error)}
        </Note>
      )}
    </Box>
  );
}
