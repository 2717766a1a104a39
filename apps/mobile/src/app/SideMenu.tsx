import { useEffect, useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { selectSession, storageUrl, useGetGameCountsQuery, useGetLogoQuery, useGetSystemsQuery, useSelector } from '@khela/api';
import { Icon, IconButton, Loader, type IconName } from '@khela/ui';
import { GAME_MESSAGES, SLIDE_MENU, type GameType, type MenuItem } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { CategoryIcon } from './CategoryIcon';
import { CATEGORY_ICONS, gamesPath, menuItemPath, SPORTS_LINKS, sportsLinkHasGames, typeHasGames } from './menu';
import { useSupportChat } from './support';
import { useTypeProviders } from '../lib/catalogue';

const WIDTH = 288;

const Overlay = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.overlay};
  background: ${({ theme }) => theme.colors.overlay};
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: opacity 0.2s ease, visibility 0s linear ${({ $open }) => ($open ? '0s' : '0.2s')};
`;

const Drawer = styled.nav<{ $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.z.overlay + 1};
  width: min(${WIDTH}px, 82vw);
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.pop};
  transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  transition: transform 0.24s ease, visibility 0s linear ${({ $open }) => ($open ? '0s' : '0.24s')};
  overscroll-behavior: contain;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 64px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  img { height: 30px; width: auto; max-width: 150px; object-fit: contain; }
`;

const Greeting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  strong { color: ${({ theme }) => theme.colors.text}; font-size: ${({ theme }) => theme.font.size}; }
`;

const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(6)};
`;

const Group = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 46px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size};
  font-weight: 500;
  text-align: left;
  &:hover { text-decoration: none; background: rgba(255, 255, 255, 0.05); }
  & > svg:first-child { color: ${({ theme }) => theme.colors.accent}; flex: none; }
  & > span { flex: 1; }
`;

const ItemLink = styled(NavLink)`
  ${itemStyle}
  &.active { background: rgba(18, 185, 129, 0.12); color: ${({ theme }) => theme.colors.accent}; }
`;
const ItemButton = styled.button`
  ${itemStyle}
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none !important;
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
  transition: transform 0.2s ease;
`;

const Sub = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(9)};
  padding: 0 0 0 ${({ theme }) => theme.space(2)};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  a { min-height: 40px; font-size: ${({ theme }) => theme.font.sizeSm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const SubNote = styled.li<{ $error?: boolean }>`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const ITEM_ICONS: Record<string, IconName> = {
  home: 'home',
  promotions: 'gift',
  referral: 'share',
  vip: 'vip',
  affiliate: 'user',
  liveChat: 'chat',
  brandAmbassador: 'star',
};

function ItemIcon({ item }: { item: MenuItem }) {
  if (item.gameType) return <CategoryIcon name={CATEGORY_ICONS[item.gameType]} size={22} />;
  return <Icon name={ITEM_ICONS[item.key] ?? 'chevronRight'} size={22} />;
}

/**
 * The Sports submenu: Exchange, and each other entry only once its platform has Sports games (the platforms are asked
 * only when the counts say Sports has some). Mounted only while open.
 */
function SportsLinks({ id, counts, onClose }: { id: string; counts: Readonly<Record<string, number>> | undefined; onClose(): void }) {
  const { t } = useTranslation('shell');
  const systems = useGetSystemsQuery('SPORTS', { skip: !counts || (counts.SPORTS ?? 0) === 0 });
  const platforms = systems.data?.systems.map((s) => s.system.toUpperCase());
  return (
    <Sub id={id}>
      {SPORTS_LINKS.filter((s) => sportsLinkHasGames(s, counts, platforms)).map((s) => (
        <li key={s.key}>
          <ItemLink to={s.to} onClick={onClose} data-testid={`menu-sports-${s.key}`}>
            <span>{t(`sports.${s.key}`, { defaultValue: s.label })}</span>
          </ItemLink>
        </li>
      ))}
    </Sub>
  );
}

/**
 * The providers of a game category (spec 2 §2): an all-providers entry first, then each provider's lobby. Mounted
 * only while the category is open, so the calls (get-system, then get-provider) run when the player asks.
 */
function CategoryProviders({ id, type, label, onClose }: { id: string; type: GameType; label: string; onClose(): void }) {
  const { t } = useTranslation(['shell', 'ui', 'lobby']);
  const msg = useMessage();
  const { providers, loading, empty, systemsError, providersError } = useTypeProviders(type);
  const error = systemsError ?? providersError;
  return (
    <Sub id={id}>
      <li>
        <ItemLink to={gamesPath(type, undefined, label)} end onClick={onClose} data-testid={`menu-provider-${type}-all`}>
          <span>{t('lobby:allProviders')}</span>
        </ItemLink>
      </li>
      {loading ? (
        <SubNote aria-label={t('ui:loading')}>
          <Loader />
        </SubNote>
      ) : error ? (
        <SubNote $error role="alert">
          {msg(error)}
        </SubNote>
      ) : empty ? (
        <SubNote>{msg(GAME_MESSAGES.noProviders)}</SubNote>
      ) : (
        providers.map((p) => (
          <li key={p.platform}>
            <ItemLink to={gamesPath(type, p.platform, label)} onClick={onClose} data-testid={`menu-provider-${type}-${p.platform}`}>
              <span>{p.name}</span>
            </ItemLink>
          </li>
        ))
      )}
    </Sub>
  );
}

/** The slide-out menu of spec 1 §2 (groups from `SLIDE_MENU`) with its Sports submenu. */
export function SideMenu({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation(['shell', 'ui', 'lobby']);
  const { data: logo } = useGetLogoQuery();
  const { data: counts } = useGetGameCountsQuery();
  const { username } = useSelector(selectSession);
  const openChat = useSupportChat();
  /** The open submenu: Sports, or a game category with its providers. */
  const [expanded, setExpanded] = useState<string | null>(null);
  const subId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = prev;
    };
  }, [open, onClose]);

  const logoSrc = storageUrl(logo?.logo || logo?.mobile_logo);

  const renderItem = (item: MenuItem) => {
    // A game category without active games is hidden until the operator adds some.
    if (item.gameType && !typeHasGames(item.gameType, counts)) return null;
    const label = t(`nav.${item.key}`, { defaultValue: item.label });
    const isOpen = expanded === item.key;
    const toggle = (
      <ItemButton
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${subId}-${item.key}` : undefined}
        onClick={() => setExpanded(isOpen ? null : item.key)}
        data-testid={`menu-${item.key}`}
      >
        <ItemIcon item={item} />
        <span>{label}</span>
        <Chevron $open={isOpen}>
          <Icon name="chevronRight" size={18} />
        </Chevron>
      </ItemButton>
    );
    if (item.children) {
      return (
        <li key={item.key}>
          {toggle}
          {isOpen && <SportsLinks id={`${subId}-${item.key}`} counts={counts} onClose={onClose} />}
        </li>
      );
    }
    if (item.gameType) {
      return (
        <li key={item.key}>
          {toggle}
          {isOpen && <CategoryProviders id={`${subId}-${item.key}`} type={item.gameType} label={item.label} onClose={onClose} />}
        </li>
      );
    }
    if (item.action === 'liveChat') {
      return (
        <li key={item.key}>
          <ItemButton
            type="button"
            onClick={() => {
              onClose();
              openChat();
            }}
            data-testid={`menu-${item.key}`}
          >
            <ItemIcon item={item} />
            <span>{label}</span>
          </ItemButton>
        </li>
      );
    }
    // Every other item is a route of ours (Affiliate and Brand Ambassador are our own pages: SITE_PAGE_ROUTES).
    const to = menuItemPath(item) ?? '/';
    return (
      <li key={item.key}>
        <ItemLink to={to} end onClick={onClose} data-testid={`menu-${item.key}`}>
          <ItemIcon item={item} />
          <span>{label}</span>
        </ItemLink>
      </li>
    );
  };

  return (
    <>
      <Overlay $open={open} onClick={onClose} aria-hidden="true" />
      <Drawer $open={open} aria-label={t('header.menu')} aria-hidden={!open} data-testid="side-menu" inert={!open}>
        <Top>
          {logoSrc ? <img src={logoSrc} alt="" height={30} /> : <span />}
          <IconButton label={t('ui:close')} onClick={onClose}>
            <Icon name="close" size={22} />
          </IconButton>
        </Top>
        {username && (
          <Greeting>
            <Icon name="user" size={20} />
            <span>
              {t('menu.hello')} <strong>{username}</strong>
            </span>
          </Greeting>
        )}
        <Scroll>
          {SLIDE_MENU.map((group) => (
            <Group key={group.key}>{group.items.map(renderItem)}</Group>
          ))}
        </Scroll>
      </Drawer>
    </>
  );
}
