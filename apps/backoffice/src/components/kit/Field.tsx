import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** The pieces of a form field (box, label, error and hint lines) and Field, which wires them to one control by id. */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 5px;
  min-width: 0;
`;

export const Label = styled.label`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
`;

export const ErrorLine = styled.p`
  color: #fb7185;
  font-size: 12px;
`;

export const HintLine = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;

/** Label + control + hint/error, the id wired through. */
export function Field({
  label,
  error,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  error?: string | false | null;
  hint?: ReactNode;
  children: (id: string) => ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <FieldBox className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
      {error ? <ErrorLine role="alert">{error}</ErrorLine> : hint ? <HintLine>{hint}</HintLine> : null}
    </FieldBox>
  );
}
