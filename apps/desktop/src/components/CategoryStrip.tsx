import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { CATEGORY_ROUTES } from './categories';
import { CategoryIcon } from './CategoryIcon';

const Strip = styled.nav`
  display: grid;
  grid-template-columns: repeat(${CATEGORY_ROUTES.length}, 1fr);
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

/** Category navigation of the home layout (spec 2 "Home"): the 7 desktop category routes. */
export function CategoryStrip() {
  const { t } = useTranslation('shell');
  return (
    <Strip aria-label={t('home.categories')} data-testid="category-strip">
      {CATEGORY_ROUTES.map((c) => (
        <Tile key={c.key} to={c.path}>
          <span className="icon">
            <CategoryIcon name={c.key} />
          </span>
          {t(`nav.${c.key}`)}
        </Tile>
      ))}
    </Strip>
  );
}
