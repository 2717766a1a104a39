import styled from 'styled-components';
import { useGetReferralQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import {
  CopyGlyph,
  EmptyState,
  IconButton,
  QR_SIZE,
  ReferralQr,
  ReferralShare,
  ReferralTierTable,
  Skeleton,
  copyToClipboard,
  useToast,
} from '@khela/ui';
import { Panel } from '../vip/parts';

const STEPS = ['invite', 'play', 'reward'] as const;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    counter-increment: step;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(5)};
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  li::before {
    content: counter(step);
  }
  :lang(bn) & li::before {
    content: counter(step, bengali);
  }
  li::before {
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
  }
  li p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
`;

const Invite = styled(Panel)`
  background:
    radial-gradient(ellipse 420px 160px at 0% 0%, rgba(18, 185, 129, 0.16), transparent 70%),
    ${({ theme }) => theme.colors.surface};
`;

const CodeRow = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(5)};
  align-items: center;
`;

const Fields = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  min-width: 0;
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: ${({ theme }) => theme.space(1)} 0 0;
    min-width: 0;
  }
  dd span {
    flex: 1;
    min-width: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  dd.code span {
    font-size: 28px;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Team = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  b {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.sizeLg};
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;

/** Referral › Referral Program Intro: the three steps, the reward tiers, the player's code, link, QR and share channels. */
export function ReferralIntroTab({ remoteId }: { remoteId: number }) {
  const { t } = useTranslation(['rewards', 'ui']);
  const toast = useToast();
  const { data: info, isLoading, isError, refetch } = useGetReferralQuery(remoteId);
  const link = info ? `${window.location.origin}${info.link.startsWith('/') ? '' : '/'}${info.link}` : '';

  const copy = async (text: string, done: string, promptLabel: string) => {
    if (await copyToClipboard(text)) toast.show(done, 'success');
    else window.prompt(promptLabel, text);
  };

  return (
    <>
      <Panel data-testid="referral-steps">
        <h2>{t('referral.stepsTitle')}</h2>
        <Steps>
          {STEPS.map((k) => (
            <li key={k}>
              <strong>{t(`referral.steps.${k}.title`)}</strong>
              <p>{t(`referral.steps.${k}.text`)}</p>
            </li>
          ))}
        </Steps>
      </Panel>
      {isLoading ? (
        <Skeleton height={320} radius="16px" />
      ) : isError || !info ? (
        <EmptyState text={t('ui:error')} icon="share" onRetry={() => void refetch()} />
      ) : (
        <Columns>
          <Invite data-testid="referral">
            <h2>{t('desktop.referral.invite')}</h2>
            <CodeRow>
              <ReferralQr value={link} label={t('referral.qrAlt')} size={QR_SIZE} />
              <Fields>
                <div>
                  <dt>{t('referral.codeLabel')}</dt>
                  <dd className="code">
                    <span data-testid="referral-code">{info.referral_code}</span>
                    <IconButton
                      label={t('referral.copyCode')}
                      size={36}
                      onClick={() => void copy(info.referral_code, t('referral.codeCopied'), t('referral.codeLabel'))}
                      data-testid="referral-copy-code"
                    >
                      <CopyGlyph />
                    </IconButton>
                  </dd>
                </div>
                <div>
                  <dt>{t('referral.linkLabel')}</dt>
                  <dd>
                    <span data-testid="referral-link">{link}</span>
                  </dd>
                </div>
              </Fields>
            </CodeRow>
            <ReferralShare link={link} code={info.referral_code} />
          </Invite>
          <Panel data-testid="referral-tiers">
            <h2>{t('referral.tiersTitle')}</h2>
            <ReferralTierTable tiers={info.tiers} />
            <Note>{t('referral.tiersNote')}</Note>
            <h2>{t('referral.team')}</h2>
            <Team data-testid="referral-team">
              {([1, 2, 3] as const).map((n) => (
                <li key={n}>
                  {t('referral.level', { n })}
                  <b>{t('referral.friends', { count: info.downline[`level${n}`] })}</b>
                </li>
              ))}
            </Team>
          </Panel>
        </Columns>
      )}
    </>
  );
}
