import styled from 'styled-components';
import type { SecurityLevel } from '@khela/domain';
import { CLOCK } from '@khela/domain';
import { Icon } from '@khela/ui';
import { formatDateTime } from './format';
import { useTranslation } from '@khela/i18n';

const STEPS: readonly SecurityLevel[] = ['Unverified', 'Normal', 'Safe'];

const TONE: Record<SecurityLevel, string> = {
  Unverified: '#f0445a',
  Normal: '#f59e0b',
  Safe: '#22c55e',
};

const Card = styled.section<{ $tone: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(120% 90% at 100% 0%, ${({ $tone }) => $tone}22 0%, transparent 60%),
    ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Shield = styled.span<{ $tone: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 14px;
  color: ${({ $tone }) => $tone};
  background: ${({ $tone }) => $tone}1f;
  border: 1px solid ${({ $tone }) => $tone}66;
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
  h2 {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Level = styled.p<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
  font-size: ${({ theme }) => theme.font.sizeXl};
  font-weight: 800;
  line-height: 1.25;
`;

const Meter = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 6px;
`;

const Segment = styled.span<{ $on: boolean; $tone: string }>`
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $on, $tone, theme }) => ($on ? $tone : theme.colors.surfaceAlt)};
  box-shadow: ${({ $on, $tone }) => ($on ? `0 0 10px ${$tone}66` : 'none')};
  border: 1px solid ${({ $on, theme }) => ($on ? 'transparent' : theme.colors.border)};
  transition: background-color 0.3s ease;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
`;

const LastLogin = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  b { color: ${({ theme }) => theme.colors.text}; font-weight: 600; font-variant-numeric: tabular-nums; }
`;

/** The security level (Unverified / Normal / Safe) as a three-step meter with its label, a hint and the last login. */
export function SecurityCard({
  level,
  phoneVerified,
  emailVerified,
  lastLoginAt,
}: {
  level: SecurityLevel;
  phoneVerified: boolean;
  emailVerified: boolean;
  lastLoginAt: string | null;
}) {
  const { t } = useTranslation('account');
  const index = STEPS.indexOf(level);
  const tone = TONE[level];
  const label = t(`profile.security.level.${level}`);
  const hint =
    level === 'Safe'
      ? t('profile.security.hint.safe')
      : level === 'Unverified'
        ? t('profile.security.hint.unverified')
        : phoneVerified && !emailVerified
          ? t('profile.security.hint.email')
          : t('profile.security.hint.phone');
  const lastLogin = formatDateTime(lastLoginAt);
  return (
    <Card $tone={tone} data-testid="security-level" data-level={level} aria-labelledby="profile-security">
      <Head>
        <Shield $tone={tone} aria-hidden>
          <Icon name={level === 'Safe' ? 'check' : 'lock'} size={24} />
        </Shield>
        <Titles>
          <h2 id="profile-security">{t('profile.security.title')}</h2>
          <Level $tone={tone}>{label}</Level>
        </Titles>
      </Head>
      <Meter role="meter" aria-valuemin={0} aria-valuemax={2} aria-valuenow={index} aria-valuetext={label} aria-labelledby="profile-security">
        {STEPS.map((s, i) => (
          <Segment key={s} $on={i <= index} $tone={tone} />
        ))}
      </Meter>
      <Hint>{hint}</Hint>
      {lastLogin && (
        <LastLogin>
          <Icon name="clock" size={15} />
          {t('profile.lastLogin')} <b>{lastLogin}</b> ({CLOCK.label})
        </LastLogin>
      )}
    </Card>
  );
}
