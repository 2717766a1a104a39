import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';

export type EmptyStateProps = {
  /** e.g. t('ui:noData'). */
  text: string;
  icon?: IconName;
  /** Optional action under the text, e.g. a Button. */
  children?: ReactNode;
  /** A failed load: shows the Retry button (with its refresh icon) that calls this. */
  onRetry?: () => void;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Badge = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "No Data" placeholder for empty lists, or a failed load with Retry (`onRetry`). */
export function EmptyState({ text, icon = 'inbox', children, className, onRetry }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <Root className={className} data-testid="empty-state">
      <Badge>
        <Icon name={icon} size={30} />
      </Badge>
      <p>{text}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} data-testid="empty-state-retry">
          <Icon name="refresh" size={18} />
          {t('retry')}
        </Button>
      )}
      {children}
    </Root>
  );
}
