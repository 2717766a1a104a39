import { css } from 'styled-components';

/** The look shared by the console's Input, Select and Textarea: red border when `$invalid`. */
export const control = css<{ $invalid?: boolean }>`
  width: 100%;
  min-width: 0;
  height: 36px;
  padding: 0 10px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: 7px;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  outline: none;
  transition: border-color 0.15s ease, box-shadow 0.15s ease;
  &:focus { border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.accent)}; box-shadow: 0 0 0 3px rgba(18, 185, 129, 0.18); }
  &:disabled { opacity: 0.6; }
  &::placeholder { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.7; }
`;
