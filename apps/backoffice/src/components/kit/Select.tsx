import styled from 'styled-components';
import { control } from './control';

/** A compact native select (36 px); `$invalid` shows it in error. */
export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
  padding-right: 6px;
`;
