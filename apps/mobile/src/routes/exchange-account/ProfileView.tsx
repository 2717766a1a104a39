import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, useGetUserQuery, useSelector } from '@khela/api';
import { formatDate, formatDateTime, formatPhone, securityLevel } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Skeleton } from '@khela/ui';
import { Card, ListState, StatusChip } from './ui';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & > div { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 3px; }
  strong { font-size: 17px; font-weight: 800; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; }
`;

const Avatar = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.accentText};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, #0b7a56);
  box-shadow: 0 0 0 3px rgba(18, 185, 129, 0.22);
  font-size: 20px;
  font-weight: 800;
  text-transform: uppercase;
`;

const Rows = styled.dl`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(3)};
  & > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 50px;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  & > div + div { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  dt { flex: none; color: ${({ theme }) => theme.colors.textMuted}; font-size: 13px; font-weight: 600; }
  dd {
    min-width: 0;
    margin: 0;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 3px;
    text-align: right;
    font-size: 14px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const FullProfile = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 46px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  &:hover { text-decoration: none; border-color: ${({ theme }) => theme.colors.accent}; }
`;

/** My Profile: who the player is, how they are verified, and a way to the full /profile page. */
export function ProfileView() {
  const { t } = useTranslation(['exchange', 'account', 'auth']);
  const { remoteId } = useSelector(selectSession);
  const q = useGetUserQuery(remoteId ?? 0, { skip: !remoteId });
  const u = q.data;
  const phoneVerified = u?.session_id === 1;
  const emailVerified = Boolean(u?.email_verified_at);
  const level = u ? (u.security_level ?? securityLevel(phoneVerified, emailVerified)) : 'Unverified';
  const levelKind = level === 'Safe' ? 'won' : level === 'Normal' ? 'info' : 'open';
  const verification = (ok: boolean, testId: string) => (
    <StatusChip $kind={ok ? 'won' : 'open'} data-testid={testId}>
      {ok ? t('account:profile.verified') : t('account:memberCenter.unverified')}
    </StatusChip>
  );

  return (
    <ListState loading={!u && !q.isError} error={!u && q.isError} empty={false} onRetry={() => void q.refetch()} emptyText="">
      {u ? (
        <>
          <Card data-testid="xa-profile">
            <Head>
              <Avatar aria-hidden>{u.username.slice(0, 1)}</Avatar>
              <div>
                <strong>{u.username}</strong>
                <small>{t('account:memberCenter.memberSince', { date: formatDate(u.created_at) })}</small>
              </div>
              <StatusChip $kind={levelKind} title={t('account:memberCenter.security')}>
                {t(`account:memberCenter.securityLevels.${level === 'Safe' ? 'safe' : level === 'Normal' ? 'normal' : 'unverified'}`)}
              </StatusChip>
            </Head>
            <Rows>
              <div>
                <dt>{t('auth:username')}</dt>
                <dd>{u.username}</dd>
              </div>
              <div>
                <dt>{t('account:memberCenter.name')}</dt>
                <dd>{u.name || t('account:profile.notSet')}</dd>
              </div>
              <div>
                <dt>{t('account:memberCenter.currency')}</dt>
                <dd>{u.currency}</dd>
              </div>
              <div>
                <dt>{t('account:memberCenter.phone')}</dt>
                <dd>
                  <span>{u.phone ? formatPhone(u.phone) : t('account:profile.notSet')}</span>
                  {u.phone && verification(phoneVerified, 'xa-phone-state')}
                </dd>
              </div>
              <div>
                <dt>{t('auth:email')}</dt>
                <dd>
                  <span>{u.email || t('account:profile.notSet')}</span>
                  {u.email && verification(emailVerified, 'xa-email-state')}
                </dd>
              </div>
              <div>
                <dt>{t('account:profile.registered')}</dt>
                <dd>{formatDate(u.created_at)}</dd>
              </div>
              <div>
                <dt>{t('account:profile.lastLogin')}</dt>
                <dd>{u.last_login_at ? formatDateTime(u.last_login_at) : '–'}</dd>
              </div>
            </Rows>
          </Card>
          <FullProfile to="/profile" data-testid="xa-full-profile">
            {t('account.profile.full')}
          </FullProfile>
        </>
      ) : (
        <Skeleton height={320} radius="16px" />
      )}
    </ListState>
  );
}
