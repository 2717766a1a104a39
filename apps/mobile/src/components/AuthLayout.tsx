import type { ReactNode } from 'react';
import styled from 'styled-components';
import { storageUrl, useGetGeneralQuery, useGetLogoQuery } from '@khela/api';
import { PageHeader } from '../app/PageHeader';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  width: 100%;
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(10)};
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  text-align: center;
  img { height: 44px; width: auto; max-width: 220px; object-fit: contain; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizeSm}; }
`;

export const FormCard = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const Aside = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  a { font-weight: 700; }
`;

/** Form message line (spec: forgot-password messages inline, red for errors). */
export const FormMessage = styled.p<{ $tone: 'error' | 'success' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.font.sizeSm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ $tone }) => ($tone === 'error' ? 'rgba(240, 68, 90, 0.1)' : 'rgba(34, 197, 94, 0.1)')};
  border: 1px solid ${({ $tone }) => ($tone === 'error' ? 'rgba(240, 68, 90, 0.35)' : 'rgba(34, 197, 94, 0.35)')};
  svg { flex: none; margin-top: 2px; }
`;

/** Frame of the account screens: a back header, the site logo and a subtitle over the form. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { data: logo } = useGetLogoQuery();
  const { data: general } = useGetGeneralQuery();
  const logoSrc = storageUrl(logo?.logo || logo?.mobile_logo);
  return (
    <>
      <PageHeader title={title} />
      <Body>
        <Brand>
          {logoSrc && <img src={logoSrc} alt={general?.site_title ?? ''} height={44} />}
          {subtitle && <p>{subtitle}</p>}
        </Brand>
        {children}
      </Body>
    </>
  );
}
