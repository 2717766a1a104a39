import { useState } from 'react';
import styled from 'styled-components';
import {
  selectSession,
  toApiError,
  useGetExtraPhonesQuery,
  useGetUserQuery,
  useProfileEdits,
  useSelector,
  useVerificationCodes,
  type CodeSlot,
} from '@khela/api';
import { EXTRA_PHONES_MAX, MESSAGES, securityLevel } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { AddPhoneDialog, BirthdayDialog, Button, CodeDialog, EmptyState, Icon, Skeleton, useToast } from '@khela/ui';
import { useShowError } from '../../app/errorModal';
import { PageHeader } from '../../app/PageHeader';
import { escapeHtml } from '../../lib/html';
import { ContactAction, Counter, InfoRow, List, Muted, Section, SectionHead } from './parts';
import { SecurityCard } from './SecurityCard';
import { formatDate, formatPhone } from './format';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

const EditButton = styled(Button)`
  flex: none;
`;

const Locked = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  flex: none;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  white-space: nowrap;
`;

const ExtraEmpty = styled.p`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
`;

const AddButton = styled(Button)`
  margin-top: ${({ theme }) => theme.space(1)};
  border-style: dashed;
`;

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  background: rgba(245, 194, 66, 0.06);
  border: 1px solid rgba(245, 194, 66, 0.25);
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
  svg { flex: none; margin-top: 1px; color: ${({ theme }) => theme.colors.gold}; }
`;

/** What a code was sent to (the shared verification flow's slots). */
type Slot = CodeSlot;

function ProfileSkeleton() {
  return (
    <>
      <Skeleton height={150} radius="16px" />
      <Skeleton height={340} radius="16px" />
      <Skeleton height={120} radius="16px" />
    </>
  );
}

/**
 * /profile (spec 1 §2, §4): personal info with phone and e-mail verification (a 6-digit code, a 5-minute countdown
 * in place of Verify), the birthday set once, up to 2 extra phones, and the security level.
 */
export default function ProfilePage() {
  const { t } = useTranslation(['account', 'auth', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const showError = useShowError();
  const { remoteId } = useSelector(selectSession);
  const userQuery = useGetUserQuery(remoteId ?? 0, { skip: !remoteId });
  const user = userQuery.data;
  const { data: extras } = useGetExtraPhonesQuery();

  // Birthday (set once) and extra phones: the shared flow.
  const edits = useProfileEdits(remoteId);

  const [birthdayOpen, setBirthdayOpen] = useState(false);
  const [addOpen, setAddOpen] = useState(false);

  /** Error modal text: the spec's heading ('Failed to send code', 'Failed to update DOFB') over the reason. */
  const failure = (heading: string, e: unknown) => {
    const err = toApiError(e);
    const reason = err.status === null ? MESSAGES.networkError : err.message;
    const head = escapeHtml(msg(heading));
    return reason && reason !== heading ? `<strong>${head}</strong><br>${escapeHtml(msg(reason))}` : head;
  };

  // Sending codes, the 5-minute countdowns (kept across a reload in this tab) and checking: the shared flow.
  const codes = useVerificationCodes(remoteId, {
    onSendFailed: (e) => showError(failure(MESSAGES.failedToSendCode, e)),
    onVerified: (message) => toast.show(msg(message), 'success'),
    onVerifyFailed: (reason) => showError(escapeHtml(msg(reason))),
  });
  const { sending, codeFor, checking, startVerify, submitCode, expire } = codes;

  /** The error modal for a failed change: the spec's heading over the reason. */
  const showFailure = (heading: string, reason: string | null) => {
    const head = escapeHtml(msg(heading));
    showError(reason && reason !== heading ? `<strong>${head}</strong><br>${escapeHtml(msg(reason))}` : head);
  };

  const saveBirthday = async (dofb: string): Promise<boolean> => {
    const r = await edits.saveBirthday(dofb);
    if (!r.ok) {
      showFailure(r.heading, r.reason);
      return false;
    }
    setBirthdayOpen(false);
    toast.show(msg(r.message), 'success');
    return true;
  };

  /** Resolves the field's error for the dialog to show, or null. */
  const submitPhone = async (phone: string): Promise<string | null> => {
    const r = await edits.addPhone(phone);
    if (r.ok) {
      setAddOpen(false);
      toast.show(msg(r.message), 'success');
      return null;
    }
    if (r.field) return r.field;
    showError(escapeHtml(msg(r.reason ?? MESSAGES.submissionFailed)));
    return null;
  };

  const phoneVerified = user?.session_id === 1;
  const emailVerified = Boolean(user?.email_verified_at);
  const level = user?.security_level ?? securityLevel(phoneVerified, emailVerified);
  const extraList = extras ?? [];
  const codeSent = codes.openCode;

  const action = (slot: Slot, to: string, verified: boolean, testIds: { verify: string; verified: string }) => {
    return (
      <ContactAction
        verified={verified}
        deadline={codes.deadlineFor(slot, to)}
        sending={codes.isSending(slot, to)}
        onVerify={() => void startVerify(slot, to)}
        onEnterCode={() => codes.enterCode(slot)}
        onExpired={() => expire(slot)}
        testIds={testIds}
      />
    );
  };

  return (
    <>
      <PageHeader title={t('item.profile')} back="/account" />
      <Body data-testid="profile-page">
        {!user ? (
          userQuery.isError ? (
            <EmptyState text={t('profile.loadError')} icon="user" onRetry={() => void userQuery.refetch()} />
          ) : (
            <ProfileSkeleton />
          )
        ) : (
          <>
            <SecurityCard
              level={level}
              phoneVerified={phoneVerified}
              emailVerified={emailVerified}
              lastLoginAt={user.last_login_at}
            />

            <Section aria-labelledby="profile-info">
              <SectionHead>
                <h2 id="profile-info">{t('profile.section.info')}</h2>
              </SectionHead>
              <List>
                <InfoRow icon="user" label={t('auth:username')}>
                  {user.username}
                </InfoRow>
                <InfoRow icon="star" label={t('auth:fullName')}>
                  {user.name || <Muted>{t('profile.notSet')}</Muted>}
                </InfoRow>
                <InfoRow
                  icon="phone"
                  label={t('auth:phone')}
                  action={action('phone', user.phone, phoneVerified, { verify: 'phone-verify', verified: 'phone-verified' })}
                >
                  {formatPhone(user.phone)}
                </InfoRow>
                <InfoRow
                  icon="mail"
                  label={t('auth:email')}
                  action={action('email', user.email, emailVerified, { verify: 'email-verify', verified: 'email-verified' })}
                >
                  {user.email}
                </InfoRow>
                <InfoRow
                  icon="gift"
                  label={t('profile.birthday.row')}
                  valueTestId="birthday-value"
                  action={
                    user.dofb ? (
                      <Locked title={t('profile.birthday.locked')} data-testid="birthday-locked">
                        <Icon name="lock" size={14} />
                        {t('profile.birthday.lockedShort')}
                      </Locked>
                    ) : (
                      <EditButton size="sm" variant="secondary" onClick={() => setBirthdayOpen(true)} data-testid="birthday-edit">
                        {t('profile.birthday.edit')}
                      </EditButton>
                    )
                  }
                >
                  {user.dofb ? formatDate(user.dofb) : <Muted>{t('profile.notSet')}</Muted>}
                </InfoRow>
                <InfoRow icon="history" label={t('profile.registered')}>
                  {formatDate(user.created_at)}
                </InfoRow>
              </List>
            </Section>

            <Section aria-labelledby="profile-extra">
              <SectionHead>
                <h2 id="profile-extra">{t('profile.section.extraPhones')}</h2>
                <Counter>
                  {extraList.length}/{EXTRA_PHONES_MAX}
                </Counter>
              </SectionHead>
              {extraList.length === 0 ? (
                <ExtraEmpty>{t('profile.extra.empty', { max: EXTRA_PHONES_MAX })}</ExtraEmpty>
              ) : (
                <List>
                  {extraList.map((p, i) => (
                    <InfoRow
                      key={p.contract_value}
                      icon="phone"
                      testId={`extra-phone-${i}`}
                      label={t('profile.extra.label', { n: i + 1 })}
                      action={action('extra', p.contract_value, p.isverify === 1, {
                        verify: `extra-phone-verify-${i}`,
                        verified: `extra-phone-verified-${i}`,
                      })}
                    >
                      {formatPhone(p.contract_value)}
                    </InfoRow>
                  ))}
                </List>
              )}
              {extras && extraList.length < EXTRA_PHONES_MAX && (
                <AddButton variant="secondary" block onClick={() => setAddOpen(true)} data-testid="add-phone">
                  <Icon name="phone" size={18} />
                  {t('profile.addPhone.title')}
                </AddButton>
              )}
            </Section>

            <Note>
              <Icon name="lock" size={16} />
              <span>{t('profile.note')}</span>
            </Note>
          </>
        )}
      </Body>

      {codeFor && codeSent && (
        <CodeDialog
          open
          title={t(codeFor === 'email' ? 'profile.code.titleEmail' : 'profile.code.titlePhone')}
          to={codeFor === 'email' ? codeSent.to : formatPhone(codeSent.to)}
          deadline={codeSent.deadline}
          submitting={checking}
          resending={sending === `${codeFor}:${codeSent.to}`}
          onSubmit={(code) => void submitCode(code)}
          onResend={() => void startVerify(codeFor, codeSent.to)}
          onClose={codes.closeCode}
        />
      )}
      <BirthdayDialog
        open={birthdayOpen}
        saving={edits.savingBirthday}
        onConfirm={saveBirthday}
        onClose={() => setBirthdayOpen(false)}
      />
      <AddPhoneDialog open={addOpen} onSubmit={submitPhone} onClose={() => setAddOpen(false)} />
    </>
  );
}
