import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Shared pieces of form fields: label, control box, hint and error lines. */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1.5)};
  width: 100%;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 600;
`;

export const ControlBox = styled.div<{ $invalid: boolean; $disabled?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  transition: border-color 0.15s ease, box-shadow 0.15s ease;

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.accent)};
    box-shadow: 0 0 0 3px ${({ $invalid }) => ($invalid ? 'rgba(240, 68, 90, 0.25)' : 'rgba(18, 185, 129, 0.25)')};
  }
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return <Hint id={id}>{children}</Hint>;
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorText id={id} role="alert" data-testid="field-error">
      {children}
    </ErrorText>
  );
}

/** Joins the ids of the hint and error lines for aria-describedby. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const s = ids.filter(Boolean).join(' ');
  return s || undefined;
}
