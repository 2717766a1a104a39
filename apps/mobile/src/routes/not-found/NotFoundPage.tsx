import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '@khela/ui';
import { PageHeader } from '../../app/PageHeader';
import { useTranslation } from '@khela/i18n';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(6)};
  text-align: center;
`;

const Code = styled.p`
  font-size: 72px;
  font-weight: 800;
  line-height: 1;
  letter-spacing: 0.04em;
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.gold}, #b7791f);
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const Text = styled.p`
  max-width: 32ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
  &:hover { text-decoration: none; filter: brightness(1.05); }
`;

/** Any address we do not serve. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <>
      <PageHeader title={t('notFound.header')} />
      <Body data-testid="not-found">
        <Code aria-hidden="true">404</Code>
        <Title>{t('notFound.title')}</Title>
        <Text>{t('notFound.text')}</Text>
        <HomeLink to="/">
          <Icon name="home" size={20} />
          {t('notFound.home')}
        </HomeLink>
      </Body>
    </>
  );
}
