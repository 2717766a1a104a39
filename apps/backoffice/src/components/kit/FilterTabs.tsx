import type { ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from '@khela/ui';

/** Tabs that filter a list (e.g. by status), each with an optional count badge; `data-testid="bo-tab-{key}"`. */
export function FilterTabs<K extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: { key: K; label: ReactNode; count?: number }[];
  value: K;
  onChange(k: K): void;
  label: string;
}) {
  return (
    <TabList role="tablist" aria-label={label}>
      {items.map((i) => (
        <TabButton key={i.key} role="tab" aria-selected={i.key === value} $active={i.key === value} onClick={() => onChange(i.key)} data-testid={`bo-tab-${i.key}`}>
          {i.label}
          {i.count !== undefined && i.count > 0 && <TabCount $active={i.key === value}>{i.count}</TabCount>}
        </TabButton>
      ))}
    </TabList>
  );
}

const TabList = styled.div`
  display: inline-flex;
  gap: 2px;
  padding: 3px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.bg};
`;

const TabButton = styled.button.attrs({ type: 'button' })<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 30px;
  padding: 0 12px;
  border: 0;
  border-radius: 7px;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ $active }) => ($active ? 'inset 0 0 0 1px rgba(18,185,129,0.45)' : 'none')};
  font-size: 13px;
  font-weight: 600;
  white-space: nowrap;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  ${focusRing}
`;

const TabCount = styled.span<{ $active: boolean }>`
  min-width: 20px;
  height: 18px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme, $active }) => ($active ? theme.colors.accent : theme.colors.surfaceAlt)};
  color: ${({ theme, $active }) => ($active ? theme.colors.accentText : theme.colors.text)};
  font-size: 11px;
  line-height: 18px;
  font-weight: 700;
  text-align: center;
`;
