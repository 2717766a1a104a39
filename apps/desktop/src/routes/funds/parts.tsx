import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { storageUrl } from '@khela/api';
import { formatTaka as taka, formatWireTaka as wireTaka, type FundsRefusal } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { FundsErrorModal, Icon, visuallyHidden, PaymentLogo, QuickAmounts, useFundsErrorState, useFundsRefusalShow, type FundsErrorLink, type QuickAmountsProps } from '@khela/ui';

/** Pieces of the desktop deposit and withdrawal tabs and the payment pages. */

/** Taka for reading ("৳1,000.00") and wire amounts the same way: one formatter for both apps (@khela/domain). */
export { taka, wireTaka };

/** The Member Center tabs a refusal leads to (the phone's /profile and /turnover-record). */
export const PROFILE_TAB = '/account?tab=profile';
export const TURNOVER_TAB = '/account?tab=turnover';

/** Two columns: the form, and a summary that stays in view. */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 { font-size: ${({ theme }) => theme.font.size}; font-weight: 700; }
`;

export const Side = styled(Panel)`
  position: sticky;
  top: 76px;
`;

export const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
`;

/** A selectable card or chip (radio semantics on a button): the shared style. */
export { choiceCss as choice } from '@khela/ui';

export const ChipRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The quick amounts (spec 1 §9): "+500" adds on a deposit; on a withdrawal the chip sets the amount. */
export function AmountChips(props: Omit<QuickAmountsProps, 'layout'>) {
  return <QuickAmounts {...props} layout="wide" />;
}

/** Label and value rows of a summary. */
export const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; text-align: right; font-weight: 700; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
  dd.money { color: ${({ theme }) => theme.colors.gold}; font-size: ${({ theme }) => theme.font.sizeLg}; }
`;

const CheckItem = styled.li<{ $ok: boolean | null }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  & > span.mark {
    display: inline-grid;
    place-items: center;
    flex: none;
    font-weight: 800;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    color: ${({ theme, $ok }) => ($ok ? theme.colors.accentText : theme.colors.gold)};
    background: ${({ theme, $ok }) => ($ok ? theme.colors.success : 'rgba(245, 194, 66, 0.16)')};
  }
  & > span.text { flex: 1; min-width: 0; }
  a { font-weight: 700; white-space: nowrap; }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export const Checklist = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One requirement: met (tick), not met (with a link to fix it) or not known yet. */
export function Requirement({ ok, text, fix, testId }: { ok: boolean | null; text: string; fix?: { to: string; label: string }; testId: string }) {
  const { t } = useTranslation('wallet');
  return (
    <CheckItem $ok={ok} data-testid={testId} data-ok={ok === null ? 'unknown' : String(ok)}>
      <span className="mark" aria-hidden>
        {ok ? <Icon name="check" size={13} /> : ok === false ? '!' : '…'}
      </span>
      <span className="text">
        {text}
        <Hidden> ({ok === null ? t('desktop.withdraw.checking') : ok ? t('desktop.withdraw.met') : t('desktop.withdraw.missing')})</Hidden>
      </span>
      {ok === false && fix && <Link to={fix.to}>{fix.label}</Link>}
    </CheckItem>
  );
}

/** A payment method's icon from /storage, or its initials. */
export function MethodLogo({ icon, name, size = 44 }: { icon: string | null | undefined; name: string; size?: number }) {
  return <PaymentLogo src={storageUrl(icon)} name={name} size={size} />;
}

/** The Error modal of the funds screens (shared, @khela/ui); a text that leads somewhere (profile, turnover) is a link there. */
export function useFundsModal(): { show(text: string, link?: FundsErrorLink): void; element: ReactNode } {
  const { open, show, close } = useFundsErrorState();
  const element = open ? <FundsErrorModal text={open.text} link={open.link} onClose={close} linkComponent={Link} /> : null;
  return { show, element };
}

/** A refusal of the shared deposit / withdrawal flows: its words (shared), with the link to the Member Center tab. */
export function useFundsRefusal(): { refuse(r: FundsRefusal): void; element: ReactNode } {
  const { show, element } = useFundsModal();
  const refuse = useFundsRefusalShow(show, { profile: PROFILE_TAB, turnover: TURNOVER_TAB });
  return { refuse, element };
}
