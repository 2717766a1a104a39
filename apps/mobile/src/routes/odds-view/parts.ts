import styled from 'styled-components';

/** Room left at the bottom for the exchange's navigation bar (ExchangeLayout). */
const BOTTOM_NAV = 56;

export const Page = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: 8px 8px calc(${BOTTOM_NAV + 16}px + env(safe-area-inset-bottom, 0px));
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin: 0 -4px 8px;
`;

export const RoundButton = styled.button<{ $on?: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: ${({ $on }) => ($on ? 'rgba(245, 194, 66, 0.16)' : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.gold : theme.colors.text)};
  &:active { background: rgba(255, 255, 255, 0.08); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

