import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useGetGameCountsQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { CATEGORY_ROUTES, categoryHasGames } from './categories';
import { CategoryIcon } from './CategoryIcon';

const Strip = styled.nav<{ $n: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $n }) => Math.max($n, 5)}, 1fr);
  gap: ${({ theme }) => theme.space(3)};
`;

const Tile = styled(NavLink)`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  height: 104px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.surfaceAlt} 0%, ${({ theme }) => theme.colors.surface} 100%);
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: 14px;
  overflow: hidden;
  transition: transform 0.15s, border-color 0.15s, box-shadow 0.15s;

  span.icon {
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.gold};
    background: rgba(245, 194, 66, 0.1);
    transition: background 0.15s, color 0.15s;
  }

  &:hover {
    text-decoration: none;
    transform: translateY(-2px);
    border-color: ${({ theme }) => theme.colors.accent};
  }
  &.active {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.accent}, 0 8px 24px rgba(18, 185, 129, 0.25);
    background: linear-gradient(160deg, #123a35 0%, ${({ theme }) => theme.colors.surface} 100%);
    color: ${({ theme }) => theme.colors.accent};
  }
  &.active span.icon {
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

/** The desktop categories that have games (all of them while the counts load). */
export function useCategoriesWithGames() {
  const { data: counts } = useGetGameCountsQuery();
  return { categories: CATEGORY_ROUTES.filter((c) => categoryHasGames(c.key, counts)), counts };
}

/**
 * Category navigation of the home layout (spec 2 "Home"): the desktop category routes that have games; a category
 * without active games stays hidden until the operator adds some.
 */
export function CategoryStrip() {
  const { t } = useTranslation('shell');
  const { categories } = useCategoriesWithGames();
  return (
    <Strip aria-label={t('home.categories')} data-testid="category-strip" $n={categories.length}>
      {categories.map((c) => (
        <Tile key={c.key} to={c.path} data-category={c.key}>
          <span className="icon">
            <CategoryIcon name={c.key} />
          </span>
          {t(`nav.${c.key}`)}
        </Tile>
      ))}
    </Strip>
  );
}
