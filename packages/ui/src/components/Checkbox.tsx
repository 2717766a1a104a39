import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError } from './Field';
import { Icon } from './Icon';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: ReactNode;
  error?: string | null;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Label = styled.label`
  position: relative;
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2.5)};
  min-height: 44px;
  padding: 10px 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.45;
`;

const Native = styled.input`
  position: absolute;
  opacity: 0;
  width: 22px;
  height: 22px;
  margin: 0;
  cursor: pointer;
`;

const Box = styled.span<{ $invalid: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.accentText};
  transition: background-color 0.15s ease, border-color 0.15s ease;

  & > svg { opacity: 0; transform: scale(0.6); transition: transform 0.15s ease, opacity 0.15s ease; }

  input:checked + & {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
  }
  input:checked + & > svg { opacity: 1; transform: none; }
  input:focus-visible + & { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  input:disabled + & { opacity: 0.5; }
`;

/** Checkbox with a custom box over the native input (keeps keyboard and form behaviour). */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `cb-${autoId}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <Root className={className}>
      <Label htmlFor={inputId}>
        <Native id={inputId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...rest} />
        <Box $invalid={Boolean(error)} aria-hidden="true">
          <Icon name="check" size={16} strokeWidth={3} />
        </Box>
        <span>{label}</span>
      </Label>
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
    </Root>
  );
}
