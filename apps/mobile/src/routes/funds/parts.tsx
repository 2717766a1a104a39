import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { storageUrl } from '@khela/api';
import { PaymentLogo as SharedPaymentLogo, QuickAmounts as SharedQuickAmounts, type QuickAmountsProps } from '@khela/ui';

/** Pieces shared by the deposit and withdrawal tabs and the payment screens. */

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeadRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 24px;
  h2 {
    flex: 1;
    min-width: 0;
    font-size: ${({ theme }) => theme.font.size};
    font-weight: 700;
  }
`;

const Step = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  background: rgba(18, 185, 129, 0.15);
  color: ${({ theme }) => theme.colors.accent};
  font-size: 12px;
  font-weight: 800;
`;

/** A numbered card of the deposit form (or an unnumbered one). */
export function StepCard({ step, title, aside, children, id }: { step?: number; title: string; aside?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <Card aria-labelledby={id}>
      <HeadRow>
        {step !== undefined && <Step aria-hidden>{step}</Step>}
        <h2 id={id}>{title}</h2>
        {aside}
      </HeadRow>
      {children}
    </Card>
  );
}

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
`;

/** A selectable option (radio semantics through aria-pressed on a button). */
export const optionCss = css<{ $selected: boolean }>`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme, $selected }) => ($selected ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $selected }) => ($selected ? 'rgba(18, 185, 129, 0.1)' : theme.colors.surfaceAlt)};
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  touch-action: manipulation;
  transition: border-color 0.15s ease, background-color 0.15s ease, transform 0.12s ease;
  &:active { transform: scale(0.98); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** The tick on a chosen card: the shared one. */
export { SelectedTick } from '@khela/ui';

// ------------------------------------------------------------------------------------------------- amount

/** Quick amounts (spec 1 §9); `add` shows "+500" (deposit quick-add), otherwise the amount is set. */
export function QuickAmounts(props: Omit<QuickAmountsProps, 'layout'>) {
  return <SharedQuickAmounts {...props} layout="phone" />;
}

export const RangeRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  b { color: ${({ theme }) => theme.colors.text}; font-variant-numeric: tabular-nums; }
`;

export const TextButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  touch-action: manipulation;
  &:hover { background: rgba(18, 185, 129, 0.1); }
  &:disabled { color: ${({ theme }) => theme.colors.textMuted}; opacity: 0.6; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

// ------------------------------------------------------------------------------------------------- tips

const TipList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3.5)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(245, 194, 66, 0.06);
  border: 1px solid rgba(245, 194, 66, 0.25);
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
  li { display: flex; gap: ${({ theme }) => theme.space(2)}; }
  li::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    margin-top: 7px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.gold};
  }
  strong { color: ${({ theme }) => theme.colors.gold}; }
`;

export function Tips({ title, items, testId }: { title?: string; items: string[]; testId?: string }) {
  return (
    <TipList aria-label={title} data-testid={testId}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </TipList>
  );
}

// ------------------------------------------------------------------------------------------------- logos

/** A payment method's icon from /storage, or its initials when there is none or it fails to load. */
export function PaymentLogo({ icon, name, size = 40 }: { icon: string | null | undefined; name: string; size?: number }) {
  return <SharedPaymentLogo src={storageUrl(icon)} name={name} size={size} />;
}

// ------------------------------------------------------------------------------------------------- icons

/** Small inline icons the contract's set lacks (no icon font, no request). */
export function MiniIcon({ name, size = 18 }: { name: 'copy' | 'filter' | 'help' | 'alert'; size?: number }) {
  const d = {
    copy: 'M9 9h10v11H9zM5 15V4h10',
    filter: 'M4 5h16l-6 7.5V19l-4-2v-4.5z',
    help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.8-2.5 2.3-2.5 3.8M12 17h.01',
    alert: 'M12 3 2.5 20h19zM12 10v4.5M12 17.5h.01',
  }[name];
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}
