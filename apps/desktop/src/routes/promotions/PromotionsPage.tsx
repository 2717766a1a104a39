import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useGetPromotionsQuery } from '@khela/api';
import { MESSAGES, PROMOTION_TABS, type Promotion } from '@khela/domain';
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

/** Promotions shown to players: status active or display (spec 2 "Promotions"). */
export function visiblePromotions(list: Promotion[] | undefined): Promotion[] {
  return (list ?? []).filter((p) => p.status === 'active' || p.status === 'display');
}

/** /promotions: category tabs, cards with Sign Up Now and Details, and a details modal. */
export default function PromotionsPage() {
  const { t } = useTranslation('desktop');
  const msg = useMessage();
  const { data, isLoading } = useGetPromotionsQuery();
  const [tab, setTab] = useState<string>(PROMOTION_TABS[0].key);
  const [open, setOpen] = useState<Promotion | null>(null);

  const promotions = useMemo(() => {
    const category = PROMOTION_TABS.find((x) => x.key === tab)?.categoryId ?? null;
    return visiblePromotions(data).filter((p) => category === null || p.categories.includes(category));
  }, [data, tab]);

  return (
    <Page>
      <CategoryStrip />
      <section data-testid="promotions">
        <SectionTitle as="h1">{t('promotions.title')}</SectionTitle>
        <Tabs
          aria-label={t('promotions.categories')}
          items={PROMOTION_TABS.map((x) => ({ key: x.key, label: t(`promotions.tabs.${x.key}`) }))}
          value={tab}
          onChange={setTab}
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
              <PromotionCard promotion={p} onDetails={() => setOpen(p)} />
            </li>
          ))}
        </Grid>
      )}
      <PromotionDetails promotion={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
