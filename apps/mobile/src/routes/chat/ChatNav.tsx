import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useGetChatsQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Icon, focusRing } from '@khela/ui';
import { HEADER_HEIGHT } from '../../app/Header';
import { TOOLBAR_HEIGHT } from '../../app/Toolbars';

const Nav = styled.nav`
  position: sticky;
  bottom: calc(${TOOLBAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  z-index: ${({ theme }) => theme.z.sticky - 1};
  display: grid;
  grid-template-columns: 1fr 1fr;
  margin-top: auto;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Item = styled(NavLink)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  min-height: 54px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
  ${focusRing}
  &:hover { text-decoration: none; }
  &.active { color: ${({ theme }) => theme.colors.accent}; }
`;

const Dot = styled.span`
  position: absolute;
  top: 6px;
  left: calc(50% + 8px);
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 11px;
  line-height: 18px;
  text-align: center;
`;

/** The support pages' footer (spec 2 "Support chat"): Home (/chat) and Message (/chat-list). */
export function ChatNav() {
  const { t } = useTranslation(['support', 'shell']);
  const { data } = useGetChatsQuery();
  const unread = data?.unread ?? 0;
  return (
    <Nav aria-label={t('shell:maintenance.support')} data-testid="chat-nav">
      <Item to="/chat" end>
        <Icon name="home" size={22} />
        {t('shell:nav.home')}
      </Item>
      <Item to="/chat-list">
        <Icon name="chat" size={22} />
        {t('support:chat.footerMessages')}
        {unread > 0 && <Dot aria-label={t('support:chat.unread', { count: unread })}>{unread > 99 ? '99+' : unread}</Dot>}
      </Item>
    </Nav>
  );
}

/** A page of the support area: a column that keeps the footer at the bottom. */
export const SupportPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: calc(100dvh - ${TOOLBAR_HEIGHT}px - ${HEADER_HEIGHT}px);
`;
