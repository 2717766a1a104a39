import styled from 'styled-components';
import { control } from './control';

/** A multi-line text box that grows vertically; `$invalid` shows it in error. */
export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  height: auto;
  min-height: 84px;
  padding: 8px 10px;
  line-height: 1.45;
  resize: vertical;
`;
