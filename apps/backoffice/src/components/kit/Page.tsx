import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Toolbar } from './Toolbar';

/** A console page: title, optional subtitle, actions on the right (in a Toolbar), then the content. */
export const PageHeader = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
`;

export const PageTitle = styled.h1`
  font-size: 20px;
  font-weight: 700;
  line-height: 1.3;
`;

export const PageSubtitle = styled.p`
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

export function Page({ title, subtitle, actions, children }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader>
        <div>
          <PageTitle>{title}</PageTitle>
          {subtitle && <PageSubtitle>{subtitle}</PageSubtitle>}
        </div>
        {actions && <Toolbar>{actions}</Toolbar>}
      </PageHeader>
      {children}
    </>
  );
}
