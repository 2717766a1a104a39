import { Link, Navigate, useLocation } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import { PAYMENT_REQUEST_STEPS as STEPS, usePaymentRequest } from '@khela/api';
import { MESSAGES, PAYMENT_REQUEST_ANIMATION } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { ArrivalClock, Icon } from '@khela/ui';
import { isPaymentRequestState, type PaymentRequestState } from '../funds/flow';
import { wireTaka } from '../funds/money';
import { PaymentLogo } from '../funds/parts';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  text-align: center;
`;

const Heading = styled.h1`
  font-size: 30px;
  font-weight: 800;
  background: linear-gradient(180deg, #ffe7a3, ${({ theme }) => theme.colors.gold});
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Lead = styled.p`
  max-width: 320px;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.55;
`;

const appear = keyframes`
  from { opacity: 0; transform: translateY(8px) scale(0.96); }
  to { opacity: 1; transform: none; }
`;

const shown = (on: boolean) => css`
  opacity: ${on ? 1 : 0};
  ${on &&
  css`
    animation: ${appear} 0.45s ease-out;
  `}
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: radial-gradient(circle at 50% 0%, rgba(18, 185, 129, 0.18), transparent 70%), ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Amount = styled.div<{ $on: boolean }>`
  ${({ $on }) => shown($on)}
  font-size: 32px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.gold};
  font-variant-numeric: tabular-nums;
`;

const Player = styled.div<{ $on: boolean }>`
  ${({ $on }) => shown($on)}
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
`;

const Route = styled.div`
  display: grid;
  grid-template-columns: 72px 1fr 72px;
  align-items: center;
  width: 100%;
`;

const End = styled.div<{ $on: boolean }>`
  ${({ $on }) => shown($on)}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
  span.name { max-width: 72px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const SiteLogo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 13px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  img { max-width: 46px; max-height: 46px; object-fit: contain; }
`;

const Track = styled.div`
  position: relative;
  height: 4px;
  margin: 0 ${({ theme }) => theme.space(2)};
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
`;

const flow = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** The line between the two ends fills step by step, then keeps flowing while the money is on its way. */
const Fill = styled.div<{ $pct: number; $flowing: boolean }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${({ $pct }) => $pct}%;
  border-radius: 2px;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.accent} 0%,
    ${({ theme }) => theme.colors.gold} 35%,
    #fff6d6 50%,
    ${({ theme }) => theme.colors.gold} 65%,
    ${({ theme }) => theme.colors.accent} 100%
  );
  background-size: 200% 100%;
  transition: width ${PAYMENT_REQUEST_ANIMATION.stepMs}ms linear;
  ${({ $flowing }) =>
    $flowing &&
    css`
      animation: ${flow} 1.6s linear infinite;
    `}
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const Dots = styled.div`
  display: flex;
  gap: 6px;
`;

const Dot = styled.span<{ $on: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.surfaceAlt)};
  transition: background-color 0.3s ease;
`;

const Close = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 200px;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  &:hover { text-decoration: none; filter: brightness(1.1); }
`;

/**
 * /payment-request (spec 1 §2): 'Get Ready!', the money is on its way within a 30-minute mm:ss countdown, an
 * animation that shows the amount, the username, the payment logo and the site's logo and name, and Close to /account.
 */
export default function PaymentRequestPage() {
  const { state } = useLocation();
  if (!isPaymentRequestState(state)) return <Navigate to="/account" replace />;
  return <PaymentRequest state={state} />;
}

function PaymentRequest({ state }: { state: PaymentRequestState }) {
  const { t } = useTranslation(['wallet', 'ui']);
  const msg = useMessage();
  const { username, siteLogo, siteName, seconds, step, fillPct, walletFirst } = usePaymentRequest(state, { mobileLogo: true });
  // A deposit goes from the wallet to the site, a withdrawal from the site to the wallet: the start shows first.
  const wallet = (on: boolean) => (
    <End $on={on} data-testid="payment-request-method">
      <PaymentLogo icon={state.payment_icon} name={state.paymentMethodName} size={52} />
      <span className="name">{state.paymentMethodName}</span>
    </End>
  );
  const site = (on: boolean) => (
    <End $on={on} data-testid="payment-request-site">
      <SiteLogo>{siteLogo ? <img src={siteLogo} alt="" /> : <Icon name="home" size={24} />}</SiteLogo>
      <span className="name">{siteName}</span>
    </End>
  );
  const [from, to] = walletFirst ? [wallet, site] : [site, wallet];

  return (
    <Page data-testid="payment-request" data-step={step}>
      <Heading>{msg(MESSAGES.paymentRequestHeading)}</Heading>
      <Lead>{msg(MESSAGES.paymentRequestOnItsWay)}</Lead>
      <ArrivalClock seconds={seconds} variant="mobile" />

      <Stage aria-live="polite">
        <Amount $on={step >= 1} data-testid="payment-request-amount">
          {wireTaka(state.amount)}
        </Amount>
        <Player $on={step >= 2}>
          <Icon name="user" size={16} />
          {username}
        </Player>
        <Route>
          {from(step >= 3)}
          <Track>
            <Fill $pct={fillPct} $flowing={step >= STEPS} />
          </Track>
          {to(step >= 4)}
        </Route>
        <Dots aria-hidden>
          {Array.from({ length: STEPS }, (_, i) => (
            <Dot key={i} $on={step > i} />
          ))}
        </Dots>
      </Stage>

      <Close to="/account" data-testid="payment-request-close">
        {t('ui:close')}
      </Close>
    </Page>
  );
}
