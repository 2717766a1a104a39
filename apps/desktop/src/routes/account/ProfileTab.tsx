import styled, { css } from 'styled-components';
import { useBalance, useBalanceHidden } from '@khela/api';
import type { User } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { BalanceCard, Button, Icon, Skeleton } from '@khela/ui';
import { FormAlert } from '../../components/FormAlert';
import { formatDate, formatDateTime } from '@khela/domain';

type Security = 'unverified' | 'normal' | 'safe';

/** Security Level (spec 1 /profile): none verified, one of e-mail or phone, or both. */
export function securityLevel(user: Pick<User, 'session_id' | 'email_verified_at'>): Security {
  const count = Number(user.session_id === 1) + Number(Boolean(user.email_verified_at));
  return count === 0 ? 'unverified' : count === 1 ? 'normal' : 'safe';
}

const Panel = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Summary = styled(Panel)`
  display: grid;
  grid-template-columns: 1fr 340px;
  gap: ${({ theme }) => theme.space(5)};
  align-items: center;
  padding: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  background:
    radial-gradient(ellipse 400px 160px at 0% 0%, rgba(18, 185, 129, 0.16), transparent 70%),
    ${({ theme }) => theme.colors.surface};
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.font.sizeXl};
    line-height: 1.2;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  font-size: 26px;
  font-weight: 800;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.goldText};
  background: linear-gradient(180deg, #ffd76a, ${({ theme }) => theme.colors.gold});
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const tone = {
  good: css`
    color: ${({ theme }) => theme.colors.success};
    border-color: rgba(34, 197, 94, 0.4);
    background: rgba(34, 197, 94, 0.1);
  `,
  warn: css`
    color: ${({ theme }) => theme.colors.warning};
    border-color: rgba(245, 158, 11, 0.4);
    background: rgba(245, 158, 11, 0.1);
  `,
  gold: css`
    color: ${({ theme }) => theme.colors.gold};
    border-color: rgba(245, 194, 66, 0.4);
    background: rgba(245, 194, 66, 0.1);
  `,
};

const Badge = styled.span<{ $tone: keyof typeof tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid;
  font-size: 12px;
  font-weight: 600;
  white-space: nowrap;
  ${({ $tone }) => tone[$tone]}
`;

const Details = styled(Panel)`
  h3 {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    font-size: 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin: 0;
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > div:nth-child(odd) {
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    font-weight: 600;
    word-break: break-word;
  }
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

function Verified({ ok }: { ok: boolean }) {
  const { t } = useTranslation(['account', 'shell', 'auth', 'ui']);
  return (
    <Badge $tone={ok ? 'good' : 'warn'}>
      {ok && <Icon name="check" size={12} />}
      {ok ? t('profile.verified') : t('memberCenter.unverified')}
    </Badge>
  );
}

/** Member Center › Profile: the player's own record from GET /api/user/show, and the live wallet. */
export function ProfileTab({ user, loading, failed, onRetry }: { user: User | undefined; loading: boolean; failed: boolean; onRetry(): void }) {
  const { t } = useTranslation(['account', 'shell', 'auth', 'ui']);
  const { balance, refresh } = useBalance();
  const [hidden, toggleHidden] = useBalanceHidden(null);

  if (failed && !user) {
    return (
      <Panel style={{ padding: 20 }}>
        <FormAlert>{t('memberCenter.loadFailed')}</FormAlert>
        <Button variant="secondary" onClick={onRetry} style={{ marginTop: 12 }}>
          <Icon name="refresh" size={16} />
          {t('ui:retry')}
        </Button>
      </Panel>
    );
  }
  if (loading || !user) {
    return (
      <>
        <Skeleton height={120} radius="16px" />
        <div style={{ height: 20 }} />
        <Skeleton height={320} radius="16px" />
      </>
    );
  }

  const level = securityLevel(user);
  const phoneVerified = user.session_id === 1;
  const emailVerified = Boolean(user.email_verified_at);

  return (
    <div data-testid="account-profile">
      <Summary>
        <Who>
          <Avatar aria-hidden>{user.username.slice(0, 1)}</Avatar>
          <div>
            <h2>{user.username}</h2>
            <p>{t('memberCenter.memberSince', { date: formatDate(user.created_at) })}</p>
            <Badges>
              <Badge $tone={level === 'safe' ? 'good' : level === 'normal' ? 'gold' : 'warn'}>
                {t('memberCenter.security')}: {t(`memberCenter.securityLevels.${level}`)}
              </Badge>
              <Badge $tone="gold">
                <Icon name="vip" size={12} />
                {t('memberCenter.vipPoints', { n: user.vip_coin })}
              </Badge>
            </Badges>
          </div>
        </Who>
        <BalanceCard
          label={t('shell:header.mainWallet')}
          value={balance ?? user.balance}
          currency={user.currency}
          hidden={hidden}
          onToggleHidden={toggleHidden}
          onRefresh={refresh}
        />
      </Summary>
      <Details>
        <h3>{t('item.profile')}</h3>
        <Grid>
          <div>
            <dt>{t('auth:username')}</dt>
            <dd>{user.username}</dd>
          </div>
          <div>
            <dt>{t('memberCenter.name')}</dt>
            <dd>{user.name || <Muted>{t('profile.notSet')}</Muted>}</dd>
          </div>
          <div>
            <dt>{t('memberCenter.phone')}</dt>
            <dd>
              {user.phone ? `+${user.phone.replace(/^\+/, '')}` : <Muted>{t('profile.notSet')}</Muted>}
              {user.phone && <Verified ok={phoneVerified} />}
            </dd>
          </div>
          <div>
            <dt>{t('email')}</dt>
            <dd>
              {user.email || <Muted>{t('profile.notSet')}</Muted>}
              {user.email && <Verified ok={emailVerified} />}
            </dd>
          </div>
          <div>
            <dt>{t('profile.birthday.row')}</dt>
            <dd>{user.dofb ? formatDate(user.dofb) : <Muted>{t('profile.notSet')}</Muted>}</dd>
          </div>
          <div>
            <dt>{t('profile.registered')}</dt>
            <dd>{formatDateTime(user.created_at)}</dd>
          </div>
          <div>
            <dt>{t('memberCenter.currency')}</dt>
            <dd>{user.currency}</dd>
          </div>
          <div>
            <dt>{t('memberCenter.referralCode')}</dt>
            <dd>{user.referral_code || <Muted>{t('profile.notSet')}</Muted>}</dd>
          </div>
        </Grid>
        <Note>
          <Icon name="lock" size={14} />
          {t('profile.noteDesktop')}
        </Note>
      </Details>
    </div>
  );
}
