import styled, { css } from 'styled-components';
import { storageUrl, useGetLogoQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { Container } from '../../components/Container';
import { AuthBrand, AuthCard } from '../login/AuthShell';
import { useLoginModal } from '../../app/layout/loginModalContext';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
`;

const Card = styled(AuthCard)`
  grid-template-columns: 400px 1fr;
  max-width: none;
  min-height: 600px;
`;

const Brand = styled(AuthBrand)`
  position: relative;
`;

const Perks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.sizeSm};
    line-height: 1.45;
  }
  li > span {
    flex: none;
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: rgba(245, 194, 66, 0.12);
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Login = styled.p`
  margin-top: auto;
  font-size: ${({ theme }) => theme.font.sizeSm};
  button {
    border: 0;
    padding: 0;
    background: none;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
  button:hover {
    text-decoration: underline;
  }
`;

const FormSide = styled.section`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(12)};
  h2 {
    font-size: ${({ theme }) => theme.font.sizeXl};
    margin-bottom: ${({ theme }) => theme.space(5)};
  }
`;

const Steps = styled.ol`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  list-style: none;
`;

const StepItem = styled.li<{ $state: 'done' | 'current' | 'next' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 600;
  color: ${({ $state, theme }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.text)};
  > span {
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    font-size: 13px;
    border: 2px solid ${({ theme }) => theme.colors.border};
    ${({ $state, theme }) =>
      $state !== 'next' &&
      css`
        border-color: ${theme.colors.accent};
        background: ${$state === 'current' ? theme.colors.accent : 'transparent'};
        color: ${$state === 'current' ? theme.colors.accentText : theme.colors.accent};
      `}
  }
`;

const Line = styled.li<{ $done: boolean }>`
  flex: 1;
  height: 2px;
  border-radius: 2px;
  background: ${({ $done, theme }) => ($done ? theme.colors.accent : theme.colors.border)};
`;

const PERKS = [
  { icon: 'wallet', key: 'register.perkCurrency' },
  { icon: 'star', key: 'register.perkGames' },
  { icon: 'gift', key: 'register.perkPromotions' },
  { icon: 'globe', key: 'register.perkLanguage' },
] as const;

export function RegisterLayout({ step, children }: { step: 1 | 2; children: React.ReactNode }) {
  const { t } = useTranslation(['auth', 'common']);
  const { data: logo } = useGetLogoQuery();
  const { openLogin } = useLoginModal();
  return (
    <Page>
      <Card>
        <Brand>
          {logo?.logo && <img src={storageUrl(logo.logo)} alt="Khela" width={210} height={56} />}
          <h1>{t('register.brandTitle')}</h1>
          <p>{t('register.brandText')}</p>
          <Perks>
            {PERKS.map((p) => (
              <li key={p.key}>
                <span>
                  <Icon name={p.icon} size={16} />
                </span>
                {t(p.key)}
              </li>
            ))}
          </Perks>
          <Login>
            {t('haveAccount')}{' '}
            <button type="button" onClick={openLogin}>
              {t('login')}
            </button>
          </Login>
        </Brand>
        <FormSide>
          <h2>{t('signup')}</h2>
          <Steps aria-label={t('register.progress', { step, total: 2 })}>
            <StepItem $state={step === 1 ? 'current' : 'done'} aria-current={step === 1 ? 'step' : undefined}>
              <span>{step === 1 ? '1' : <Icon name="check" size={14} />}</span>
              {t('common:account')}
            </StepItem>
            <Line $done={step === 2} aria-hidden />
            <StepItem $state={step === 2 ? 'current' : 'next'} aria-current={step === 2 ? 'step' : undefined}>
              <span>2</span>
              {t('register.step2')}
            </StepItem>
          </Steps>
          {children}
        </FormSide>
      </Card>
    </Page>
  );
}
