import styled from 'styled-components';
import { selectSession, useGetUserQuery, useSelector } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Icon, Skeleton, useToast } from '@khela/ui';
import { CategoryStrip } from '../../components/CategoryStrip';
import { Container, SectionTitle } from '../../components/Container';
import { GuestGate } from '../../components/GuestGate';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
`;

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
    background: ${({ theme }) => theme.colors.surface};
  }
  li::before {
    content: counter(step);
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

const Share = styled.section`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(ellipse 420px 160px at 0% 0%, rgba(18, 185, 129, 0.16), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    word-break: break-all;
  }
  dd.code {
    font-size: 28px;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.gold};
  }
  > div {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

/** /referral: the three-step guide and the player's own code and link (/referral_code?referral_code=…). */
export default function ReferralPage() {
  const { t } = useTranslation(['promotions', 'shell']);
  const msg = useMessage();
  const toast = useToast();
  const session = useSelector(selectSession);
  const { data: user } = useGetUserQuery(session.remoteId ?? 0, { skip: !session.token || !session.remoteId });
  if (!session.token) return <GuestGate title={t('shell:nav.referral')} />;

  const link = user?.referral_code
    ? `${window.location.origin}/referral_code?referral_code=${encodeURIComponent(user.referral_code)}`
    : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.show(msg(MESSAGES.referralLinkCopied), 'success');
    } catch {
      window.prompt(msg(MESSAGES.copyLink), link);
    }
  };
  const share = async () => {
    if (!navigator.share) return toast.show(msg(MESSAGES.sharingNotSupported), 'error');
    try {
      await navigator.share({ title: t('shell:nav.referral'), url: link });
    } catch {
      /* the player closed the share sheet */
    }
  };

  return (
    <Page>
      <CategoryStrip />
      <SectionTitle as="h1">{t('shell:nav.referral')}</SectionTitle>
      <Steps>
        {(['invite', 'register', 'reward'] as const).map((k) => (
          <li key={k}>
            <strong>{t(`referral.steps.${k}.title`)}</strong>
            <p>{t(`referral.steps.${k}.text`)}</p>
          </li>
        ))}
      </Steps>
      <Share data-testid="referral">
        {user ? (
          <dl>
            <div>
              <dt>{t('referral.myCode')}</dt>
              <dd className="code">{user.referral_code}</dd>
            </div>
            <div>
              <dt>{t('referral.myLink')}</dt>
              <dd>{link}</dd>
            </div>
          </dl>
        ) : (
          <Skeleton height={96} />
        )}
        <div>
          <Button variant="primary" disabled={!link} onClick={copy}>
            <Icon name="share" size={16} />
            {msg(MESSAGES.copyLink)}
          </Button>
          <Button variant="secondary" disabled={!link} onClick={share}>
            {msg(MESSAGES.share)}
          </Button>
        </div>
      </Share>
    </Page>
  );
}
