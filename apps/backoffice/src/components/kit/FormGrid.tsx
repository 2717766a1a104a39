import styled from 'styled-components';

/** A form laid out in `$cols` equal columns (default 2); a child with class `span-all` takes the whole row. */
export const FormGrid = styled.div<{ $cols?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $cols = 2 }) => $cols}, minmax(0, 1fr));
  gap: 12px 14px;
  .span-all { grid-column: 1 / -1; }
`;
