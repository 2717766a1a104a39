import type { ReactNode } from 'react';
import styled from 'styled-components';

/** An on/off switch (a checkbox underneath). */
export function Switch({ checked, onChange, label, disabled, testId }: { checked: boolean; onChange(v: boolean): void; label: ReactNode; disabled?: boolean; testId?: string }) {
  return (
    <SwitchLabel $disabled={disabled}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <SwitchTrack aria-hidden $on={checked} />
      <span>{label}</span>
    </SwitchLabel>
  );
}

const SwitchLabel = styled.label<{ $disabled?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  input:focus-visible + span { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const SwitchTrack = styled.span<{ $on: boolean }>`
  position: relative;
  flex: none;
  width: 32px;
  height: 18px;
  border-radius: 999px;
  background: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  transition: background-color 0.15s ease;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '16px' : '2px')};
    width: 14px;
    height: 14px;
    border-radius: 50%;
    background: #fff;
    transition: left 0.15s ease;
  }
`;
