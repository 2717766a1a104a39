import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CLOCK, localDigits } from '@khela/domain';
import { Icon } from '@khela/ui';

const DHAKA = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLOCK.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "2025/03/28 14:05:09" in Asia/Dhaka, whatever the browser's own zone. */
export function formatDhaka(date: Date): string {
  const p = Object.fromEntries(DHAKA.formatToParts(date).map((x) => [x.type, x.value]));
  return localDigits(`${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second}`);
}

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Zone = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

/** The header clock: Asia/Dhaka, updated every second (spec 1 §2, §9). */
export function Clock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), CLOCK.intervalMs);
    return () => window.clearInterval(id);
  }, []);
  return (
    <Wrap data-testid="desktop-clock">
      <Icon name="clock" size={14} />
      <time dateTime={now.toISOString()}>{formatDhaka(now)}</time>
      <Zone>({CLOCK.label})</Zone>
    </Wrap>
  );
}
