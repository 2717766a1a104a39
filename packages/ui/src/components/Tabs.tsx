import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '../theme';

export type TabItem = { key: string; label: ReactNode };

export type TabsProps = {
  items: TabItem[];
  value: string;
  onChange(key: string): void;
  /** Accessible name of the tab list. */
  'aria-label'?: string;
  className?: string;
  /** Each tab gets `data-testid="{testIdPrefix}-{key}"`. */
  testIdPrefix?: string;
};

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
`;

const Tab = styled.button<{ $active: boolean }>`
  flex: 1 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.accentText : theme.colors.textMuted)};
  font-weight: 600;
  white-space: nowrap;
  touch-action: manipulation;
  transition: background-color 0.15s ease, color 0.15s ease, transform 0.12s ease;
  &:hover { color: ${({ theme, $active }) => ($active ? theme.colors.accentText : theme.colors.text)}; }
  &:active { transform: scale(0.97); }
  ${focusRing}
  /* a count beside the label */
  small {
    min-width: 20px;
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $active }) => ($active ? 'rgba(0, 0, 0, 0.18)' : theme.colors.surfaceAlt)};
    font-size: 12px;
    line-height: 20px;
  }
`;

/** Segmented tabs (WAI-ARIA tabs pattern: arrow keys, Home/End move between tabs). */
export function Tabs({ items, value, onChange, className, testIdPrefix, 'aria-label': ariaLabel }: TabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const uid = useId();

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((i) => i.key === value);
    let next = -1;
    if (e.key === 'ArrowRight') next = (current + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (current - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    const item = items[next];
    if (!item) return;
    e.preventDefault();
    onChange(item.key);
    refs.current[next]?.focus();
  }

  return (
    <List role="tablist" aria-label={ariaLabel} className={className} onKeyDown={onKeyDown}>
      {items.map((item, i) => {
        const active = item.key === value;
        return (
          <Tab
            key={item.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${uid}-${item.key}`}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            $active={active}
            onClick={() => !active && onChange(item.key)}
            data-testid={testIdPrefix ? `${testIdPrefix}-${item.key}` : undefined}
          >
            {item.label}
          </Tab>
        );
      })}
    </List>
  );
}
