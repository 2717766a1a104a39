import styled from 'styled-components';

/** A small image preview (72 × 40) for sliders, promotions and games in a table. */
export const Thumb = styled.img`
  width: 72px;
  height: 40px;
  object-fit: cover;
  border-radius: 5px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bg};
`;
