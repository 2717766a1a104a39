import styled from 'styled-components';

/** A CSS grid of panels or blocks: `$cols` is grid-template-columns (default two equal columns), `$gap` in px. */
export const Grid = styled.div<{ $cols?: string; $gap?: number }>`
  display: grid;
  grid-template-columns: ${({ $cols = '1fr 1fr' }) => $cols};
  gap: ${({ $gap = 16 }) => $gap}px;
  align-items: start;
`;
