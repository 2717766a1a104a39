import { Link, Navigate, useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { selectSession, usePaymentRequest, useSelector } from '@khela/api';
import { MESSAGES, isPaymentRequestState, type PaymentRequestState } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { ArrivalClock, Icon } from '@khela/ui';
import { Container } from '../../components/Container';
import { GuestGate } from '../../components/GuestGate';
import { MethodLogo, wireTaka } from './parts';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
  h1 { font-size: 40px; font-weight: 800; color: ${({ theme }) => theme.colors.gold}; }
  p.lead { max-width: 520px; color: ${({ theme }) => theme.colors.textMuted}; line-height: 1.55; }
`;

const Stage = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  width: 720px;
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: radial-gradient(circle at 50% 0%, rgba(18, 185, 129, 0.18), transparent 70%), ${({ theme }) => theme.colors.surface};
`;

const shown = (on: boolean) => css`
  opacity: ${on ? 1 : 0};
  transition: opacity 0.4s ease;
`;

const Amount = styled.div<{ $on: boolean }>`
  ${({ $on }) => shown($on)}
  font-size: 36px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.gold};
`;

const Who = styled.div<{ $on: boolean }>`
  ${({ $on }) => shown($on)}
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-weight: 700;
`;

const Route = styled.div`
  display: grid;
  grid-template-columns: 110px 1fr 110px;
  align-items: center;
  width: 100%;
`;

const End = styled.div<{ $on: boolean }>`
  ${({ $on }) => shown($on)}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
  img { max-width: 110px; max-height: 56px; object-fit: contain; }
`;

const Track = styled.div`
  height: 6px;
  margin: 0 ${({ theme }) => theme.space(3)};
  border-radius: 3px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
  div { height: 100%; background: linear-gradient(90deg, ${({ theme }) => theme.colors.accent}, ${({ theme }) => theme.colors.gold}); transition: width 1s linear; }
`;

const Close = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 220px;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  &:hover { text-decoration: none; filter: brightness(1.1); }
`;

/**
 * /payment-request at desktop width (spec 1 §2): 'Get Ready!', the 30-minute countdown, the step animation (the
 * shared `usePaymentRequestSteps`: amount, username, payment logo, site) and Close to the Member Center.
 */
export default function PaymentRequestPage() {
  const { state } = useLocation();
  const { t } = useTranslation('account');
  const { token } = useSelector(selectSession);
  if (!token) return <GuestGate title={t('memberCenter.title')} />;
  if (!isPaymentRequestState(state)) return <Navigate to="/account" replace />;
  return <PaymentRequest state={state} />;
}

function PaymentRequest({ state }: { state: PaymentRequestState }) {
  const { t } = useTranslation(['wallet', 'ui']);
  const msg = useMessage();
  const { username, siteLogo, siteName, seconds, step, fillPct, walletFirst } = usePaymentRequest(state);
  const wallet = (on: boolean) => (
    <End $on={on} data-testid="payment-request-method">
      <MethodLogo icon={state.payment_icon} name={state.paymentMethodName} size={56} />
      {state.paymentMethodName}
    </End>
  );
  const site = (on: boolean) => (
    <End $on={on} data-testid="payment-request-site">
      {siteLogo ? <img src={siteLogo} alt="" /> : <Icon name="home" size={28} />}
      {siteName}
    </End>
  );
  const [from, to] = walletFirst ? [wallet, site] : [site, wallet];

  return (
    <Page data-testid="payment-request" data-step={step}>
      <h1>{msg(MESSAGES.paymentRequestHeading)}</h1>
      <p className="lead">{msg(MESSAGES.paymentRequestOnItsWay)}</p>
      <ArrivalClock seconds={seconds} variant="desktop" />
      <Stage aria-live="polite">
        <Amount $on={step >= 1} data-testid="payment-request-amount">
          {wireTaka(state.amount)}
        </Amount>
        <Who $on={step >= 2}>
          <Icon name="user" size={16} />
          {username}
        </Who>
        <Route>
          {from(step >= 3)}
          <Track>
            <div style={{ width: `${fillPct}%` }} />
          </Track>
          {to(step >= 4)}
        </Route>
      </Stage>
      <Close to="/account" data-testid="payment-request-close">
        {t('ui:close')}
      </Close>
    </Page>
  );
}
