import styled from 'styled-components';
import { Icon } from '@khela/ui';

const Box = styled.div<{ $tone: 'error' | 'success' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.4;
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ $tone }) => ($tone === 'error' ? 'rgba(240, 68, 90, 0.1)' : 'rgba(34, 197, 94, 0.1)')};
  border: 1px solid ${({ $tone }) => ($tone === 'error' ? 'rgba(240, 68, 90, 0.35)' : 'rgba(34, 197, 94, 0.35)')};
  svg {
    flex: none;
    margin-top: 1px;
  }
`;

/** A form-level message (server answer or the first failed rule), announced to screen readers. */
export function FormAlert({ children, tone = 'error', testId }: { children: React.ReactNode; tone?: 'error' | 'success'; testId?: string }) {
  if (!children) return null;
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $tone={tone} data-testid={testId}>
      <Icon name={tone === 'error' ? 'close' : 'check'} size={14} />
      <span>{children}</span>
    </Box>
  );
}
