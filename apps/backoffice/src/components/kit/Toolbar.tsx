import styled from 'styled-components';

/** A row of controls (filters, buttons) that wraps when narrow. */
export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
`;
