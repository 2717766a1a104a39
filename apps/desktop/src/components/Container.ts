import styled from 'styled-components';

/** The desktop page column: 1200 px, centred. */
export const Container = styled.div`
  width: 1200px;
  margin: 0 auto;
`;

/** A titled block on a page. */
export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: 700;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  &::before {
    content: '';
    width: 4px;
    height: 18px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;
