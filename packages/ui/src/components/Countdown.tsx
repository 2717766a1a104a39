import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { secondsUntil } from '@khela/domain';

export type CountdownFormat = 'mm:ss' | 'hh:mm:ss';

const pad = (n: number) => String(n).padStart(2, '0');

/** 300 -> "05:00"; minutes are not capped at 59 in mm:ss ("90:00" for 5400 s). */
export function formatCountdown(totalSeconds: number, format: CountdownFormat = 'mm:ss'): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  if (format === 'hh:mm:ss') return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/**
 * Counts down from `seconds` while `running` is true (wall-clock based, so it does not drift).
 * When `running` is false, `remaining` stays at `seconds`. Changing `seconds` or `running` starts over;
 * `restart()` starts over too.
 */
export function useCountdown(seconds: number, running = true) {
  const [run, setRun] = useState({ seconds, running, generation: 0 });
  const [remaining, setRemaining] = useState(seconds);

  if (run.seconds !== seconds || run.running !== running) {
    setRun({ seconds, running, generation: run.generation + 1 });
    setRemaining(seconds);
  }

  const generation = run.generation;
  useEffect(() => {
    if (!running || seconds <= 0) return;
    const deadline = Date.now() + seconds * 1000;
    const id = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [seconds, running, generation]);

  const restart = useCallback(() => {
    setRun((r) => ({ ...r, generation: r.generation + 1 }));
    setRemaining(seconds);
  }, [seconds]);

  return { remaining, text: formatCountdown(remaining), restart };
}

export type CountdownProps = {
  seconds: number;
  onDone?(): void;
  format?: CountdownFormat;
  className?: string;
};

const Time = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.gold};
`;

/** Shows the time left, e.g. 05:00 -> 00:00, and calls onDone once at zero. */
export function Countdown({ seconds, onDone, format = 'mm:ss', className }: CountdownProps) {
  const { remaining } = useCountdown(seconds, true);
  const done = remaining === 0;
  useEffect(() => {
    if (done) onDone?.();
    // onDone is read once per reaching zero, not on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  return (
    <Time role="timer" className={className} data-testid="countdown">
      {formatCountdown(remaining, format)}
    </Time>
  );
}

/**
 * A Countdown to a deadline (ms since the epoch): the seconds left are read once, when it mounts (give it the deadline
 * as its `key` to start over), e.g. a verification code's 5 minutes on the profile.
 */
export function DeadlineCountdown({ deadline, onDone }: { deadline: number; onDone(): void }) {
  const [seconds] = useState(() => secondsUntil(deadline));
  return <Countdown seconds={seconds} onDone={onDone} />;
}
