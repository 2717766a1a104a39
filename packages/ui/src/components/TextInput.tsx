import { useId, useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { ControlBox, FieldError, FieldHint, FieldLabel, FieldRoot, describedBy } from './Field';
import { IconButton } from './Button';
import { Icon } from './Icon';

export type TextInputProps = Omit<ComponentPropsWithRef<'input'>, 'prefix'> & {
  label?: string;
  error?: string | null;
  /** Shown inside the box before the text, e.g. '+88'. */
  prefix?: ReactNode;
  hint?: string;
};

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 46px;
  padding: 0 ${({ theme }) => theme.space(3.5)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px; /* 16 px stops iOS from zooming on focus */
  outline: none;

  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.8; }
  &:disabled { cursor: not-allowed; }
  &::-ms-reveal { display: none; }
`;

const Prefix = styled.span`
  display: flex;
  align-items: center;
  align-self: stretch;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  white-space: nowrap;
  & + input { padding-left: ${({ theme }) => theme.space(3)}; }
`;

const Toggle = styled(IconButton)`
  margin-right: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Text field with label, optional prefix, hint and error. type="password" gets a show/hide toggle. */
export function TextInput({ label, error, prefix, hint, id, type = 'text', disabled, className, ...rest }: TextInputProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const inputId = id ?? `ti-${autoId}`;
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  const hintId = hint && !error ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;

  return (
    <FieldRoot className={className}>
      {label && <FieldLabel htmlFor={inputId}>{label}</FieldLabel>}
      <ControlBox $invalid={Boolean(error)} $disabled={disabled}>
        {prefix != null && <Prefix>{prefix}</Prefix>}
        <Input
          id={inputId}
          type={isPassword && revealed ? 'text' : type}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, hintId)}
          {...rest}
        />
        {isPassword && (
          <Toggle
            label={revealed ? t('hidePassword') : t('showPassword')}
            aria-controls={inputId}
            onClick={() => setRevealed((v) => !v)}
            disabled={disabled}
            data-testid="password-toggle"
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} />
          </Toggle>
        )}
      </ControlBox>
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
      {hintId && <FieldHint id={hintId}>{hint}</FieldHint>}
    </FieldRoot>
  );
}
