import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { selectSession, useSelector } from '@khela/api';
import { Icon, type IconName } from '@khela/ui';

/** The spec's /bd/:lang prefix of the VIP pages, kept when the page was opened under it ('' otherwise). */
export function useVipPrefix(): string {
  const { lang } = useParams();
  const { pathname } = useLocation();
  return lang && pathname.startsWith('/bd/') ? `/bd/${lang}` : '';
}

/** The logged-in player's remote id (the routes are behind login; 0 only while the session loads). */
export function useRemoteId(): number {
  return useSelector(selectSession).remoteId ?? 0;
}

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 520px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(20)};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 { margin: 0; font-size: ${({ theme }) => theme.font.size}; font-weight: 800; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizeSm}; line-height: 1.55; }
`;

const LinkList = styled.nav`
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 700;
    text-decoration: none;
    &:not(:first-child) { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
    &:active { background: ${({ theme }) => theme.colors.surfaceAlt}; }
    &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
    span { flex: 1; min-width: 0; }
    svg:first-child { color: ${({ theme }) => theme.colors.gold}; }
    svg:last-child { color: ${({ theme }) => theme.colors.textMuted}; }
  }
`;

export function Links({ items }: { items: { to: string; icon: IconName; label: ReactNode; testId: string }[] }) {
  return (
    <LinkList>
      {items.map((i) => (
        <Link key={i.to} to={i.to} data-testid={i.testId}>
          <Icon name={i.icon} size={20} />
          <span>{i.label}</span>
          <Icon name="chevronRight" size={18} />
        </Link>
      ))}
    </LinkList>
  );
}

/** A level pill: gold for the current one. */
export const LevelPill = styled.span<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 800;
  white-space: nowrap;
  color: ${({ theme, $current }) => ($current ? theme.colors.goldText : theme.colors.gold)};
  background: ${({ theme, $current }) => ($current ? theme.colors.gold : 'rgba(245, 194, 66, 0.12)')};
  border: 1px solid rgba(245, 194, 66, 0.45);
`;
