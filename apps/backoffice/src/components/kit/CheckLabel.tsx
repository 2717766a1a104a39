import styled from 'styled-components';

/** A label around a native checkbox and its text. */
export const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 7px;
  font-size: 13px;
  cursor: pointer;
  input { width: 15px; height: 15px; accent-color: ${({ theme }) => theme.colors.accent}; }
`;
