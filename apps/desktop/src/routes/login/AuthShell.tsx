import type { ReactNode } from 'react';
import styled from 'styled-components';
import { storageUrl, useGetLogoQuery } from '@khela/api';
import { Icon, type IconName } from '@khela/ui';
import { Container } from '../../components/Container';

const Page = styled(Container)`
  padding: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(12)};
`;

/** The card and its brand panel, shared with the sign-up page (RegisterLayout). */
export const AuthCard = styled.div`
  display: grid;
  grid-template-columns: 420px 1fr;
  max-width: 980px;
  min-height: 520px;
  margin: 0 auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  overflow: hidden;
`;

export const AuthBrand = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(8)};
  background:
    radial-gradient(circle at 20% 10%, rgba(18, 185, 129, 0.35), transparent 55%),
    radial-gradient(circle at 90% 90%, rgba(245, 194, 66, 0.22), transparent 50%),
    linear-gradient(160deg, #10263a 0%, #0b1324 100%);
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  img {
    height: 56px;
    width: auto;
    align-self: flex-start;
  }
  h1 {
    font-size: 28px;
    line-height: 1.25;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.5;
  }
`;

const Badge = styled.span`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 16px;
  color: ${({ theme }) => theme.colors.gold};
  background: rgba(245, 194, 66, 0.12);
  border: 1px solid rgba(245, 194, 66, 0.35);
`;

const Foot = styled.div`
  margin-top: auto;
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme }) => theme.colors.textMuted};
  a,
  button {
    border: 0;
    padding: 0;
    background: none;
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
  a:hover,
  button:hover {
    text-decoration: underline;
  }
`;

const FormSide = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(14)};
  h2 {
    font-size: ${({ theme }) => theme.font.sizeXl};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    margin-bottom: ${({ theme }) => theme.space(6)};
    line-height: 1.5;
  }
`;

/** The desktop account pages' card (/login, /forgot-password): a brand panel beside the form, in the desktop shell. */
export function AuthShell({
  icon,
  brandTitle,
  brandText,
  foot,
  title,
  subtitle,
  testId,
  children,
}: {
  icon: IconName;
  brandTitle: string;
  brandText: string;
  foot: ReactNode;
  title: string;
  subtitle: string;
  testId: string;
  children: ReactNode;
}) {
  const { data: logo } = useGetLogoQuery();
  return (
    <Page data-testid={testId}>
      <AuthCard>
        <AuthBrand>
          {logo?.logo ? (
            <img src={storageUrl(logo.logo)} alt="Khela" width={210} height={56} />
          ) : (
            <Badge aria-hidden>
              <Icon name={icon} size={26} />
            </Badge>
          )}
          <h1>{brandTitle}</h1>
          <p>{brandText}</p>
          <Foot>{foot}</Foot>
        </AuthBrand>
        <FormSide>
          <h2>{title}</h2>
          <p>{subtitle}</p>
          {children}
        </FormSide>
      </AuthCard>
    </Page>
  );
}
