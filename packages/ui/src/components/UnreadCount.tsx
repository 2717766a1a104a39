import styled from 'styled-components';
import { localDigits } from '@khela/domain';

const Pill = styled.span`
  display: inline-block;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  line-height: 20px;
  text-align: center;
`;

export interface UnreadCountProps {
  count: number;
  /** The accessible name, e.g. "3 unread messages" (the figure alone says nothing to a screen reader). */
  label: string;
  className?: string;
  testId?: string;
}

/** A red pill with how many unread messages a conversation holds, "99+" above 99, in the player's digits. */
export function UnreadCount({ count, label, className, testId }: UnreadCountProps) {
  return (
    <Pill className={className} aria-label={label} data-testid={testId}>
      {localDigits(count > 99 ? '99+' : String(count))}
    </Pill>
  );
}
