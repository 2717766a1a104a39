import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Button, DeadlineCountdown, Icon, type ContactActionProps, type IconName } from '@khela/ui';
import { useTranslation } from '@khela/i18n';

/** Pieces of the /profile screen: sections, info rows and the Verify / countdown / Verified action. */

export const Section = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)};
  h2 {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

export const Counter = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-variant-numeric: tabular-nums;
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const RowRoot = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 64px;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(1)};
`;

const RowIcon = styled.span<{ $tone?: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 38px;
  height: 38px;
  border-radius: 11px;
  color: ${({ theme, $tone }) => $tone ?? theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const RowText = styled.div`
  flex: 1;
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 600;
    line-height: 1.4;
  }
  dd {
    margin: 0;
    font-weight: 600;
    line-height: 1.45;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
`;

/** One line of personal info: icon, label over value, an optional action on the right. */
export function InfoRow({
  icon,
  label,
  children,
  action,
  testId,
  valueTestId,
}: {
  icon: IconName;
  label: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
  valueTestId?: string;
}) {
  return (
    <RowRoot data-testid={testId}>
      <RowIcon aria-hidden>
        <Icon name={icon} size={20} />
      </RowIcon>
      <RowText as="dl">
        <dt>{label}</dt>
        <dd data-testid={valueTestId}>{children}</dd>
      </RowText>
      {action}
    </RowRoot>
  );
}

const pill = css`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  flex: none;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  white-space: nowrap;
`;

const VerifiedPill = styled.span`
  ${pill}
  color: ${({ theme }) => theme.colors.success};
  background: rgba(34, 197, 94, 0.12);
  border: 1px solid rgba(34, 197, 94, 0.4);
`;

const CountdownPill = styled.button`
  ${pill}
  position: relative;
  border: 1px solid rgba(245, 194, 66, 0.45);
  background: rgba(245, 194, 66, 0.1);
  color: ${({ theme }) => theme.colors.gold};
  cursor: pointer;
  touch-action: manipulation;
  /* 44 px touch target around the smaller pill */
  &::after { content: ''; position: absolute; inset: -6px 0; }
  &:hover { background: rgba(245, 194, 66, 0.16); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const ActionButton = styled(Button)`
  flex: none;
  min-width: 76px;
`;

/** Verify, then (a code sent) the 5-minute countdown, then the Verified badge. */
export function ContactAction({ verified, deadline, sending, onVerify, onEnterCode, onExpired, testIds }: ContactActionProps) {
  const { t } = useTranslation('account');
  if (verified) {
    return (
      <VerifiedPill data-testid={testIds.verified}>
        <Icon name="check" size={15} />
        {t('profile.verified')}
      </VerifiedPill>
    );
  }
  if (deadline !== null) {
    return (
      <CountdownPill type="button" onClick={onEnterCode} aria-label={t('profile.code.enter')} title={t('profile.code.enter')}>
        <Icon name="clock" size={15} />
        <DeadlineCountdown key={deadline} deadline={deadline} onDone={onExpired} />
      </CountdownPill>
    );
  }
  return (
    <ActionButton size="sm" loading={sending} onClick={onVerify} data-testid={testIds.verify}>
      {t('profile.verify')}
    </ActionButton>
  );
}
