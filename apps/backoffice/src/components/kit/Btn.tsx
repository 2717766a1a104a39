import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '@khela/ui';

type SmallButtonProps = ComponentPropsWithRef<'button'> & { $variant?: 'primary' | 'secondary' | 'danger' | 'ghost'; $size?: 'xs' | 'sm' };

const BUTTONS = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentStrong}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.accent}; }
  `,
  danger: css`
    background: rgba(240, 68, 90, 0.12);
    border-color: rgba(240, 68, 90, 0.45);
    color: #fb7185;
    &:hover:not(:disabled) { background: rgba(240, 68, 90, 0.22); }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover:not(:disabled) { color: ${({ theme }) => theme.colors.text}; background: rgba(255, 255, 255, 0.06); }
  `,
};

/** A compact button for tables and toolbars (32 px, 26 px for xs). */
export const Btn = styled.button.attrs<SmallButtonProps>((p) => ({ type: p.type ?? 'button' }))<SmallButtonProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: ${({ $size }) => ($size === 'xs' ? '26px' : '32px')};
  padding: 0 ${({ $size }) => ($size === 'xs' ? '9px' : '12px')};
  border: 1px solid transparent;
  border-radius: 7px;
  font-size: ${({ $size }) => ($size === 'xs' ? '12px' : '13px')};
  font-weight: 600;
  white-space: nowrap;
  transition: background-color 0.15s ease, border-color 0.15s ease, color 0.15s ease;
  ${({ $variant = 'secondary' }) => BUTTONS[$variant]}
  &:disabled { opacity: 0.5; }
  ${focusRing}
`;
