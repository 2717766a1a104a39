import styled from 'styled-components';
import { usePromotionsView } from '@khela/api';
import { MESSAGES, PROMOTION_TABS } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { EmptyState, Skeleton, Tabs } from '@khela/ui';
import { CategoryStrip } from '../../components/CategoryStrip';
import { Container, SectionTitle } from '../../components/Container';
import { PromotionCard } from './PromotionCard';
import { PromotionDetails } from './PromotionDetails';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** /promotions: category tabs, cards with Sign Up Now and Details, and a details modal. */
export default function PromotionsPage() {
  const { t } = useTranslation(['promotions', 'shell']);
  const msg = useMessage();
  const { tab, setTab, promotions, isLoading, open, openDetails, closeDetails } = usePromotionsView();

  return (
    <Page>
      <CategoryStrip />
      <section data-testid="promotions">
        <SectionTitle as="h1">{t('shell:nav.promotionsDesktop')}</SectionTitle>
        <Tabs
          aria-label={t('categoriesDesktop')}
          items={PROMOTION_TABS.map((x) => ({ key: x.key, label: x.key === 'welcome' ? t('tabWelcomeDesktop') : t(`tab.${x.key}`) }))}
          value={tab}
          onChange={setTab}
          testIdPrefix="promotion-tab"
        />
      </section>
      {isLoading ? (
        <Grid>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton height={360} radius="16px" />
            </li>
          ))}
        </Grid>
      ) : promotions.length === 0 ? (
        <EmptyState text={msg(MESSAGES.noData)} />
      ) : (
        <Grid>
          {promotions.map((p) => (
            <li key={p.id}>
              <PromotionCard promotion={p} onDetails={() => openDetails(p)} />
            </li>
          ))}
        </Grid>
      )}
      <PromotionDetails promotion={open} onClose={closeDetails} />
    </Page>
  );
}
