import { useId, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { ControlBox, FieldError, FieldLabel, FieldRoot, describedBy } from './Field';
import { Icon } from './Icon';

export type SelectOption = { value: string; label: string };

export type SelectProps = ComponentPropsWithRef<'select'> & {
  label?: string;
  error?: string | null;
  options: SelectOption[];
  /** Optional first, empty option (e.g. "Select a bank"). */
  placeholder?: string;
};

const NativeSelect = styled.select`
  flex: 1;
  min-width: 0;
  height: 46px;
  padding: 0 ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(3.5)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px;
  appearance: none;
  outline: none;
  cursor: pointer;

  & option { background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.text}; }
`;

const Chevron = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.space(3)};
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(90deg);
  display: flex;
`;

/** Native select (best on phones) styled like the text fields. */
export function Select({ label, error, options, placeholder, id, disabled, className, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? `sel-${autoId}`;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <FieldRoot className={className}>
      {label && <FieldLabel htmlFor={selectId}>{label}</FieldLabel>}
      <ControlBox $invalid={Boolean(error)} $disabled={disabled}>
        <NativeSelect
          id={selectId}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
        <Chevron>
          <Icon name="chevronRight" size={18} />
        </Chevron>
      </ControlBox>
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
