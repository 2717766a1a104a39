import styled from 'styled-components';
import { control } from './control';

/** A compact text input (36 px); `$invalid` shows it in error. Dates get the dark picker. */
export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
  &[type='date'] { color-scheme: dark; }
`;
