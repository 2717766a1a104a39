import styled from 'styled-components';
import { localDigits } from '@khela/domain';

const Pill = styled.span<{ $size: number }>`
  display: inline-block;
  min-width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0 6px;
  border-radius: ${({ $size }) => $size / 2}px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  line-height: ${({ $size }) => $size}px;
  text-align: center;
`;

export interface UnreadCountProps {
  count: number;
  /**
   * The accessible name, e.g. "3 unread messages" (the figure alone says nothing to a screen reader). Without one the
   * pill is hidden from screen readers: give it when the control around it does not already say the count.
   */
  label?: string;
  /** Height in px (default 20). */
  size?: number;
  className?: string;
  testId?: string;
}

/** A red pill with how many unread messages there are, "99+" above 99, in the player's digits. */
export function UnreadCount({ count, label, size = 20, className, testId }: UnreadCountProps) {
  return (
    <Pill $size={size} className={className} aria-label={label} aria-hidden={label ? undefined : true} data-testid={testId}>
      {localDigits(count > 99 ? '99+' : String(count))}
    </Pill>
  );
}
