import styled from 'styled-components';

/** A bordered surface; PanelHead is its title bar (an h2 and actions), PanelBody its padded content. */
export const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  & + & { margin-top: 16px; }
`;

export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 48px;
  padding: 8px 14px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 { font-size: 14px; font-weight: 700; }
`;

export const PanelBody = styled.div`
  padding: 14px;
`;
