import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme';
import { Spinner } from './Loader';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'gold';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentStrong}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.accent}; }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.06); }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) { filter: brightness(1.08); }
  `,
  gold: css`
    background: linear-gradient(180deg, #ffd76a 0%, ${({ theme }) => theme.colors.gold} 55%, #d9a21f 100%);
    color: ${({ theme }) => theme.colors.goldText};
    &:hover:not(:disabled) { filter: brightness(1.06); }
  `,
} as const;

const sizes = {
  sm: css`
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.sizeSm};
    /* keep a 44 px touch target around the smaller visual */
    &::after { content: ''; position: absolute; inset: -4px 0; }
  `,
  md: css`
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.font.size};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space(6)};
    font-size: ${({ theme }) => theme.font.sizeLg};
  `,
} as const;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  position: relative;
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  line-height: 1.2;
  text-align: center;
  white-space: nowrap;
  user-select: none;
  touch-action: manipulation;
  transition: transform 0.12s ease, opacity 0.15s ease, background-color 0.15s ease, filter 0.15s ease;
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${focusRing}

  &:active:not(:disabled) { transform: scale(0.97); }
  &:disabled { opacity: 0.55; }
  &[aria-busy='true'] { opacity: 0.85; }
`;

export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size={16} />}
      {children}
    </StyledButton>
  );
}

const StyledIconButton = styled.button<{ $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  touch-action: manipulation;
  transition: transform 0.12s ease, background-color 0.15s ease;
  &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.08); }
  &:active:not(:disabled) { transform: scale(0.92); }
  &:disabled { opacity: 0.5; }
  ${focusRing}
`;

export type IconButtonProps = ComponentPropsWithRef<'button'> & {
  /** Accessible name (required: the button shows only an icon). */
  label: string;
  /** Square size in px, 44 by default. */
  size?: number;
};

/** A round, icon-only button with a 44 px touch target. */
export function IconButton({ label, size = 44, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton type={type} aria-label={label} title={label} $size={size} {...rest}>
      {children}
    </StyledIconButton>
  );
}
