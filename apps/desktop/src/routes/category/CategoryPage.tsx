import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useGetSlidersQuery } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { CATEGORY_ROUTES } from '../../components/categories';
import { CategoryIcon } from '../../components/CategoryIcon';
import { CategoryStrip } from '../../components/CategoryStrip';
import { Container } from '../../components/Container';
import { SliderRow, bySlot, sliderTarget } from '../home/SliderRow';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
`;

const Heading = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(ellipse 420px 160px at 0% 50%, rgba(18, 185, 129, 0.18), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  > span {
    display: grid;
    place-items: center;
    width: 56px;
    height: 56px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
  }
  h1 {
    font-size: ${({ theme }) => theme.font.sizeXl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /casino, /slot, /table, /crash, /fishing, /arcade, /lottery: the category strip with that category chosen and its featured games. */
export default function CategoryPage() {
  const { t } = useTranslation('desktop');
  const { pathname } = useLocation();
  const { data: sliders } = useGetSlidersQuery();
  const category = CATEGORY_ROUTES.find((c) => c.path === pathname.replace(/\/$/, ''));
  const featured = bySlot(sliders, 'Features').filter((s) => category && sliderTarget(s) === category.path);
  return (
    <Page>
      {category && (
        <Heading data-testid="category-heading">
          <span>
            <CategoryIcon name={category.key} size={30} />
          </span>
          <div>
            <h1>{t(`nav.${category.key}`)}</h1>
            <p>{t(`categories.${category.key}`)}</p>
          </div>
        </Heading>
      )}
      <CategoryStrip />
      <SliderRow title={t('home.featured')} items={featured} kind="Features" testId="category-featured" />
    </Page>
  );
}
