import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NAV_SCROLL_THRESHOLD_PX, ROUTES } from '@khela/domain';
import { CategoryIcon } from '../../app/CategoryIcon';
import { HEADER_HEIGHT } from '../../app/Header';
import { CATEGORY_ICONS, HOME_CATEGORIES, gamesPath, typeHasGames } from '../../app/menu';
import { useGetGameCountsQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';

const Bar = styled.nav<{ $raised: boolean }>`
  position: sticky;
  top: ${HEADER_HEIGHT}px;
  z-index: ${({ theme }) => theme.z.sticky - 1};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme, $raised }) => ($raised ? theme.colors.surface : theme.colors.bg)};
  box-shadow: ${({ $raised }) => ($raised ? '0 6px 14px rgba(0, 0, 0, 0.4)' : 'none')};
  transition: background-color 0.2s ease, box-shadow 0.2s ease;
`;

const List = styled.ul<{ $raised: boolean }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(64px, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }

  a {
    display: flex;
    flex-direction: ${({ $raised }) => ($raised ? 'row' : 'column')};
    align-items: center;
    justify-content: center;
    gap: ${({ theme, $raised }) => theme.space($raised ? 1 : 1.5)};
    height: ${({ $raised }) => ($raised ? 36 : 68)}px;
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: 12px;
    font-weight: 600;
    white-space: nowrap;
    transition: height 0.2s ease;
  }
  a:hover { text-decoration: none; border-color: ${({ theme }) => theme.colors.accent}; }
  a svg { color: ${({ theme }) => theme.colors.accent}; flex: none; }
`;

/** Category navigation of the home screen; it turns compact once the page has scrolled 300 px. */
export function CategoryNav() {
  const { t } = useTranslation('shell');
  const [raised, setRaised] = useState(false);
  // Categories without active games stay hidden until the operator adds some.
  const { data: counts } = useGetGameCountsQuery();
  const categories = HOME_CATEGORIES.filter((c) => typeHasGames(c.gameType, counts));
  useEffect(() => {
    const onScroll = () => setRaised(window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <Bar $raised={raised} aria-label={t('home.categories')}>
      <List $raised={raised}>
        {categories.map((c) => (
          <li key={c.key}>
            {/* Sports opens our exchange (the spec's token redirect to an outside exchange becomes this entry) */}
            <Link to={c.gameType === 'SPORTS' ? ROUTES.exchange : gamesPath(c.gameType, undefined, c.label)} data-testid={`category-${c.key}`}>
              <CategoryIcon name={CATEGORY_ICONS[c.gameType]} size={raised ? 18 : 26} />
              {t(`nav.${c.key}`, { defaultValue: c.label })}
            </Link>
          </li>
        ))}
      </List>
    </Bar>
  );
}
