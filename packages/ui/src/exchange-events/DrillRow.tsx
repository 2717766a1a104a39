import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';
import { focusRing } from '../theme';

export type DrillRowProps = {
  /** A sport's or competition's name. */
  title: string;
  /** A line under it, e.g. "3 competitions · 7 matches". */
  subtitle?: string;
  /** Matches in play inside (a red "2 live" pill; 0 or none: nothing). */
  liveCount?: number;
  /** An icon before the title (decorative). */
  icon?: ReactNode;
  /** The address it stands for; the tap itself calls `onOpen`. */
  href?: string;
  onOpen(): void;
};

const Row = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 60px;
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  touch-action: manipulation;
  &:hover { text-decoration: none; border-color: ${({ theme }) => theme.colors.accent}; }
  &:active { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  ${focusRing}
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 38px;
  height: 38px;
  border-radius: 50%;
  background: rgba(18, 185, 129, 0.12);
  color: ${({ theme }) => theme.colors.accent};
`;

const Text = styled.span`
  flex: 1;
  min-width: 0;
  strong { display: block; font-size: 15px; font-weight: 700; line-height: 1.3; overflow-wrap: anywhere; }
  small { display: block; margin-top: 2px; color: ${({ theme }) => theme.colors.textMuted}; font-size: 12.5px; }
`;

const Live = styled.span`
  flex: none;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(240, 68, 90, 0.16);
  color: #ff7b8c;
  font-size: 12px;
  font-weight: 800;
  white-space: nowrap;
`;

const Chevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One step of a drill-down list (a sport, a competition): name, counts, live pill, chevron. */
export function DrillRow({ title, subtitle, liveCount = 0, icon, href, onOpen }: DrillRowProps) {
  const { t } = useTranslation('exchange');
  const onClick = (e: MouseEvent) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    onOpen();
  };
  return (
    <Row {...(href ? { href } : { as: 'button' as const, type: 'button' as const })} onClick={onClick} data-testid="drill-row">
      {icon && <IconBox>{icon}</IconBox>}
      <Text>
        <strong>{title}</strong>
        {subtitle && <small>{subtitle}</small>}
      </Text>
      {liveCount > 0 && <Live>{t('lists.sports.liveCount', { count: liveCount })}</Live>}
      <Chevron>
        <Icon name="chevronRight" size={18} />
      </Chevron>
    </Row>
  );
}
