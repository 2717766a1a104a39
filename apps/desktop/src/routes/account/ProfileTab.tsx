import { useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import {
  selectSession,
  toApiError,
  useBalance,
  useBalanceHidden,
  useGetExtraPhonesQuery,
  useProfileEdits,
  useSelector,
  useVerificationCodes,
  type CodeSlot,
} from '@khela/api';
import { CLOCK, EXTRA_PHONES_MAX, MESSAGES, formatPhone, type User } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { AddPhoneDialog, BalanceCard, BirthdayDialog, Button, CodeDialog, DeadlineCountdown, ErrorModal, Icon, Skeleton, useToast, type ContactActionProps } from '@khela/ui';
import { FormAlert } from '../../components/FormAlert';
import { formatDate, formatDateTime } from '@khela/domain';
import { ProfileActivity, ProfilePromotions } from './profile-overview';

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

const Extra = styled(Panel)`
  margin-top: ${({ theme }) => theme.space(5)};
  h3 {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    font-size: 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    span {
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 13px;
    }
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-weight: 600;
  }
  li > span:first-child {
    min-width: 140px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    font-weight: 400;
  }
  > p {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
  > div {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
  }
`;

const CountdownButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid rgba(245, 194, 66, 0.4);
  background: rgba(245, 194, 66, 0.1);
  color: ${({ theme }) => theme.colors.gold};
  font-size: 12px;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** Verified, or the running code's countdown (reopens the code), or Verify. */
function ContactAction(props: ContactActionProps) {
  const { t } = useTranslation('account');
  if (props.verified) {
    return (
      <span data-testid={props.testIds.verified}>
        <Verified ok />
      </span>
    );
  }
  if (props.deadline !== null) {
    return (
      <CountdownButton type="button" onClick={props.onEnterCode} title={t('profile.code.enter')} aria-label={t('profile.code.enter')}>
        <Icon name="clock" size={12} />
        <DeadlineCountdown key={props.deadline} deadline={props.deadline} onDone={props.onExpired} />
      </CountdownButton>
    );
  }
  return (
    <>
      <Verified ok={false} />
      <Button size="sm" variant="primary" loading={props.sending} onClick={props.onVerify} data-testid={props.testIds.verify}>
        {t('profile.verify')}
      </Button>
    </>
  );
}

/** Member Center › Profile: the player's own record from GET /api/user/show, and the live wallet. */
export function ProfileTab({ user, loading, failed, onRetry }: { user: User | undefined; loading: boolean; failed: boolean; onRetry(): void }) {
  const { t } = useTranslation(['account', 'shell', 'auth', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const { balance, refresh } = useBalance();
  const [hidden, toggleHidden] = useBalanceHidden(null);
  const { remoteId } = useSelector(selectSession);
  const { data: extras } = useGetExtraPhonesQuery(undefined, { skip: !user });
  const [error, setError] = useState<string | null>(null);
  const [birthdayOpen, setBirthdayOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);
  /** The error modal: the spec's heading over the reason. */
  const showFailure = (heading: string, reason: string | null) =>
    setError(reason && reason !== heading ? `<strong>${msg(heading)}</strong><br>${msg(reason)}` : msg(heading));
  // Codes, 5-minute countdowns and checks (the phone's flow), birthday and extra phones (the phone's too).
  const codes = useVerificationCodes(remoteId, {
    onSendFailed: (e) => {
      const err = toApiError(e);
      showFailure(MESSAGES.failedToSendCode, err.status === null ? MESSAGES.networkError : err.message);
    },
    onVerified: (message) => toast.show(msg(message), 'success'),
    onVerifyFailed: (reason) => setError(msg(reason)),
  });
  const edits = useProfileEdits(remoteId);
  const action = (slot: CodeSlot, to: string, verified: boolean, testIds: { verify: string; verified: string }): ReactNode => (
    <ContactAction
      verified={verified}
      deadline={codes.deadlineFor(slot, to)}
      sending={codes.isSending(slot, to)}
      onVerify={() => void codes.startVerify(slot, to)}
      onEnterCode={() => codes.enterCode(slot)}
      onExpired={() => codes.expire(slot)}
      testIds={testIds}
    />
  );

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
  const extraList = extras ?? [];

  return (
    <div data-testid="account-profile" style={{ minWidth: 0 }}>
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
      <ProfileActivity user={user} clock={CLOCK.label} />
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
              {user.phone ? formatPhone(user.phone) : <Muted>{t('profile.notSet')}</Muted>}
              {user.phone && action('phone', user.phone, phoneVerified, { verify: 'phone-verify', verified: 'phone-verified' })}
            </dd>
          </div>
          <div>
            <dt>{t('email')}</dt>
            <dd>
              {user.email || <Muted>{t('profile.notSet')}</Muted>}
              {user.email && action('email', user.email, emailVerified, { verify: 'email-verify', verified: 'email-verified' })}
            </dd>
          </div>
          <div>
            <dt>{t('profile.birthday.row')}</dt>
            <dd data-testid="birthday-value">
              {user.dofb ? formatDate(user.dofb) : <Muted>{t('profile.notSet')}</Muted>}
              {user.dofb ? (
                <Badge $tone="gold" title={t('profile.birthday.locked')} data-testid="birthday-locked">
                  <Icon name="lock" size={12} />
                  {t('profile.birthday.lockedShort')}
                </Badge>
              ) : (
                <Button size="sm" variant="secondary" onClick={() => setBirthdayOpen(true)} data-testid="birthday-edit">
                  {t('profile.birthday.edit')}
                </Button>
              )}
            </dd>
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
      <Extra>
        <h3>
          {t('profile.section.extraPhones')}
          <span>
            {extraList.length}/{EXTRA_PHONES_MAX}
          </span>
        </h3>
        {extraList.length === 0 ? (
          <p>{t('profile.extra.empty', { max: EXTRA_PHONES_MAX })}</p>
        ) : (
          <ul>
            {extraList.map((p, i) => (
              <li key={p.contract_value} data-testid={`extra-phone-${i}`}>
                <span>{t('profile.extra.label', { n: i + 1 })}</span>
                {formatPhone(p.contract_value)}
                {action('extra', p.contract_value, p.isverify === 1, { verify: `extra-phone-verify-${i}`, verified: `extra-phone-verified-${i}` })}
              </li>
            ))}
          </ul>
        )}
        {extras && extraList.length < EXTRA_PHONES_MAX && (
          <div>
            <Button variant="secondary" onClick={() => setAddOpen(true)} data-testid="add-phone">
              <Icon name="phone" size={16} />
              {t('profile.addPhone.title')}
            </Button>
          </div>
        )}
      </Extra>
      <ProfilePromotions />
      {codes.codeFor && codes.openCode && (
        <CodeDialog
          open
          title={t(codes.codeFor === 'email' ? 'profile.code.titleEmail' : 'profile.code.titlePhone')}
          to={codes.codeFor === 'email' ? codes.openCode.to : formatPhone(codes.openCode.to)}
          deadline={codes.openCode.deadline}
          submitting={codes.checking}
          resending={codes.isSending(codes.codeFor, codes.openCode.to)}
          onSubmit={(code) => void codes.submitCode(code)}
          onResend={() => codes.codeFor && codes.openCode && void codes.startVerify(codes.codeFor, codes.openCode.to)}
          onClose={codes.closeCode}
        />
      )}
      <BirthdayDialog
        open={birthdayOpen}
        saving={edits.savingBirthday}
        onClose={() => setBirthdayOpen(false)}
        onConfirm={async (dofb) => {
          const r = await edits.saveBirthday(dofb);
          if (!r.ok) {
            showFailure(r.heading, r.reason);
            return false;
          }
          setBirthdayOpen(false);
          toast.show(msg(r.message), 'success');
          return true;
        }}
      />
      <AddPhoneDialog
        open={addOpen}
        onClose={() => setAddOpen(false)}
        onSubmit={async (phone) => {
          const r = await edits.addPhone(phone);
          if (r.ok) {
            setAddOpen(false);
            toast.show(msg(r.message), 'success');
            return null;
          }
          if (r.field) return r.field;
          setError(msg(r.reason ?? MESSAGES.submissionFailed));
          return null;
        }}
      />
      <ErrorModal open={error !== null} html={error ?? ''} onClose={() => setError(null)} />
    </div>
  );
}
