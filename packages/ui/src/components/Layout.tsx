import styled from 'styled-components';

const layoutProps = new Set(['gap', 'align', 'justify', 'wrap', 'padded']);
const notLayoutProp = (prop: string) => !layoutProps.has(prop);

/** Rounded surface for grouping content. `padded={false}` removes the inner padding. */
export const Card = styled.div.withConfig({ shouldForwardProp: notLayoutProp })<{ padded?: boolean }>`
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme, padded = true }) => (padded ? theme.space(4) : '0')};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

type FlexProps = {
  /** Gap in theme spacing steps: 3 = 12px. */
  gap?: number;
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between' | 'space-around';
  wrap?: boolean;
};

/** Vertical flex column. */
export const Stack = styled.div.withConfig({ shouldForwardProp: notLayoutProp })<FlexProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, gap = 3 }) => theme.space(gap)};
  align-items: ${({ align = 'stretch' }) => align};
  justify-content: ${({ justify = 'flex-start' }) => justify};
  min-width: 0;
`;

/** Horizontal flex row, centred vertically. */
export const Row = styled.div.withConfig({ shouldForwardProp: notLayoutProp })<FlexProps>`
  display: flex;
  flex-direction: row;
  flex-wrap: ${({ wrap = false }) => (wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, gap = 2 }) => theme.space(gap)};
  align-items: ${({ align = 'center' }) => align};
  justify-content: ${({ justify = 'flex-start' }) => justify};
  min-width: 0;
`;
