import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { User } from '@khela/domain';
import { Icon } from '@khela/ui';
import { useTranslation } from '@khela/i18n';

const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.sizeSm};
  & > span.label { flex: 1 0 100%; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Pill = styled(Link)<{ $ok: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.gold)};
  background: ${({ $ok }) => ($ok ? 'rgba(34, 197, 94, 0.12)' : 'rgba(245, 194, 66, 0.12)')};
  border: 1px solid ${({ $ok }) => ($ok ? 'rgba(34, 197, 94, 0.4)' : 'rgba(245, 194, 66, 0.45)')};
  &:hover { text-decoration: none; filter: brightness(1.08); }
`;

/**
 * Contact verification links on the funds screens (spec 1 §2): phone and e-mail, each Verified or a link to
 * /profile. Deposits and withdrawals need a verified phone.
 */
export function VerifyStrip({ user, phoneVerified, hint = true }: { user: User | undefined; phoneVerified: boolean; hint?: boolean }) {
  const { t } = useTranslation('wallet');
  if (!user) return null;
  const emailVerified = Boolean(user.email_verified_at);
  return (
    <Strip data-testid="verify-strip">
      {hint && !phoneVerified && <span className="label">{t('funds.verifyHint')}</span>}
      <Pill to="/profile" $ok={phoneVerified} data-testid="verify-phone-link">
        <Icon name={phoneVerified ? 'check' : 'phone'} size={15} />
        {phoneVerified ? t('funds.phoneVerified') : t('funds.verifyPhone')}
      </Pill>
      <Pill to="/profile" $ok={emailVerified} data-testid="verify-email-link">
        <Icon name={emailVerified ? 'check' : 'mail'} size={15} />
        {emailVerified ? t('funds.emailVerified') : t('funds.verifyEmail')}
      </Pill>
    </Strip>
  );
}
