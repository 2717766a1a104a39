import styled from 'styled-components';
import { formatDateTime, type ProtectionState } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';

const Box = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid rgba(245, 158, 11, 0.45);
  background: rgba(245, 158, 11, 0.1);
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.45;
  > svg { flex: none; color: ${({ theme }) => theme.colors.warning}; margin-top: 2px; }
  strong { display: block; font-size: ${({ theme }) => theme.font.size}; margin-bottom: ${({ theme }) => theme.space(1)}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

export interface ProtectionBannerProps {
  state: Pick<ProtectionState, 'time_out' | 'self_exclusion' | 'blocked'> | null | undefined;
  className?: string;
}

/**
 * While a time-out or self-exclusion is in force: until when, and what is still possible (balance, history,
 * withdrawal). Renders nothing otherwise.
 */
export function ProtectionBanner({ state, className }: ProtectionBannerProps) {
  const { t } = useTranslation('protection');
  if (!state) return null;
  const ex = state.self_exclusion;
  const to = state.time_out;
  let head: string | null = null;
  if (ex) head = ex.permanent || !ex.until ? t('banner.permanent') : t('banner.exclusion', { until: formatDateTime(ex.until) });
  else if (to) head = t('banner.timeOut', { until: formatDateTime(to.until) });
  else if (state.blocked)
    head =
      state.blocked.reason === 'time_out'
        ? t('banner.timeOut', { until: formatDateTime(state.blocked.until) })
        : state.blocked.until
          ? t('banner.exclusion', { until: formatDateTime(state.blocked.until) })
          : t('banner.permanent');
  if (!head) return null;
  return (
    <Box role="status" className={className} data-testid="safer-banner">
      <Icon name="lock" size={20} />
      <div>
        <strong>{head}</strong>
        <p>{t('banner.still')}</p>
      </div>
    </Box>
  );
}
