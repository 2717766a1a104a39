import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { BetSlipPanel } from './BetSlip';
import { OpenBetsPanel } from './OpenBets';
import { SlipProvider } from './slip';
import { SportsTree } from './SportsTree';
import { useExchangeLists } from './useExchangeLists';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 232px minmax(0, 1fr) 320px;
  gap: 14px;
  align-items: start;
  max-width: 1600px;
  margin: 0 auto;
  padding: 14px 16px 0;
  @media (min-width: 1400px) {
    grid-template-columns: 250px minmax(0, 1fr) 340px;
  }
`;

/** Left and right columns follow the page down under the sticky navigation bar. */
const Column = styled.aside`
  position: sticky;
  top: 62px;
  max-height: calc(100vh - 74px);
  overflow-y: auto;
  scrollbar-width: thin;
  scrollbar-color: ${({ theme }) => theme.colors.border} transparent;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Middle = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/** The desktop exchange frame: sports tree | page | bet slip and open bets (under the site's header). */
export default function ExchangeLayout() {
  const lists = useExchangeLists();
  return (
    <SlipProvider>
      <Frame data-testid="exchange-frame">
        <Column>
          <SportsTree lists={lists} />
        </Column>
        <Middle>
          <Outlet context={lists} />
        </Middle>
        <Column data-testid="exchange-right">
          <BetSlipPanel />
          <OpenBetsPanel />
        </Column>
      </Frame>
    </SlipProvider>
  );
}
