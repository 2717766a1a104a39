import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { storageUrl, useGetPromotionQuery, usePromotionActions, usePromotionsView, type PromotionAction } from '@khela/api';
import {
  formatPeriod,
  DEFAULT_CURRENCY,
  MESSAGES,
  PROMOTION_TABS,
  depositWithPromotion,
  previewWords,
  promotionDesc,
  promotionName,
  type Promotion,
} from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { AmountText, Button, EmptyState, Icon, Modal, Skeleton, Tabs, useTurnoverProductNames } from '@khela/ui';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

const Hero = styled.header`
  position: relative;
  overflow: hidden;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: radial-gradient(120% 140% at 100% 0%, rgba(245, 194, 66, 0.35), transparent 55%),
    linear-gradient(135deg, #0e6b4f 0%, ${({ theme }) => theme.colors.surfaceAlt} 75%);
  border: 1px solid rgba(18, 185, 129, 0.35);
  h1 { font-size: ${({ theme }) => theme.font.sizeXl}; line-height: 1.2; }
  p { color: rgba(238, 242, 249, 0.8); font-size: ${({ theme }) => theme.font.sizeSm}; }
`;

const HeroIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 16px;
  color: ${({ theme }) => theme.colors.goldText};
  background: linear-gradient(180deg, #ffd76a, ${({ theme }) => theme.colors.gold});
  box-shadow: 0 6px 18px rgba(245, 194, 66, 0.35);
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Cover = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  h2 { font-size: ${({ theme }) => theme.font.sizeLg}; line-height: 1.3; }
  p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.font.sizeSm}; }
`;

const Period = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  svg { color: ${({ theme }) => theme.colors.gold}; }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0;
  div {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; }
  dd { margin: 0; color: ${({ theme }) => theme.colors.gold}; font-weight: 700; }
`;

const FullText = styled.p`
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const DetailCover = styled(Cover)`
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const period = (p: Promotion) => formatPeriod(p.start_date, p.end_date);

/** /promotions (spec 2): banner, category tabs, cards with Sign Up Now and Details, and a details modal. */
export default function PromotionsPage() {
  const { t, i18n } = useTranslation(['promotions', 'shell', 'account']);
  const productNames = useTurnoverProductNames();
  const lang = i18n.language;
  const msg = useMessage();
  const navigate = useNavigate();
  const { actionOf } = usePromotionActions();
  const { tab, setTab, promotions: shown, isLoading, open: chosen, openDetails: setOpen, closeDetails } = usePromotionsView('all');
  // The list's copy shows at once; the details call (promotions/{id}) replaces it when it answers.
  const { currentData: fetched } = useGetPromotionQuery(chosen?.id ?? 0, { skip: !chosen });
  const open = chosen ? (fetched && fetched.id === chosen.id ? fetched : chosen) : null;

  // 'Sign Up Now' for guests; a logged-in player goes to the deposit with the promotion chosen, or sees it claimed.
  const join = (p: Promotion) => navigate(actionOf(p) === 'deposit' ? depositWithPromotion(p) : '/signup');
  const joinButton = (p: Promotion, action: PromotionAction, block = false) =>
    action === 'signup' || action === 'deposit' ? (
      <Button variant="gold" block={block} onClick={() => join(p)} data-testid={block ? 'promotion-modal-join' : action === 'deposit' ? 'promotion-deposit' : 'promotion-signup'}>
        {action === 'deposit' ? t('depositWithOffer') : t('signUpNow')}
      </Button>
    ) : action === 'claimed' ? (
      <Button variant="secondary" block={block} disabled data-testid="promotion-claimed">
        <Icon name="check" size={14} />
        {t('claimed')}
      </Button>
    ) : null;

  return (
    <Page>
      <Hero>
        <HeroIcon>
          <Icon name="gift" size={30} />
        </HeroIcon>
        <div>
          <h1>{t('shell:nav.promotions')}</h1>
          <p>{t('subtitle')}</p>
        </div>
      </Hero>

      <Tabs
        aria-label={t('categories')}
        value={tab}
        onChange={setTab}
        items={PROMOTION_TABS.map((x) => ({ key: x.key, label: t(`tab.${x.key}`, { defaultValue: x.label }) }))}
        testIdPrefix="promotion-tab"
      />

      {isLoading ? (
        <List aria-hidden="true">
          {[0, 1].map((i) => (
            <li key={i}>
              <Skeleton height={260} radius="16px" />
            </li>
          ))}
        </List>
      ) : shown.length === 0 ? (
        <EmptyState text={msg(MESSAGES.noData)} />
      ) : (
        <List>
          {shown.map((p) => (
            <li key={p.id}>
              <Card aria-labelledby={`promo-${p.id}`}>
                {p.thumbnail && <Cover src={storageUrl(p.thumbnail)} alt="" width={400} height={200} loading="lazy" decoding="async" />}
                <CardBody>
                  <h2 id={`promo-${p.id}`}>{promotionName(p, lang)}</h2>
                  <p>{previewWords(promotionDesc(p, lang))}</p>
                  <Period>
                    <Icon name="clock" size={14} />
                    {period(p)}
                  </Period>
                  <Actions>
                    {joinButton(p, actionOf(p))}
                    <Button variant="secondary" onClick={() => setOpen(p)} data-testid={`promotion-details-${p.id}`}>
                      {t('details')}
                    </Button>
                  </Actions>
                </CardBody>
              </Card>
            </li>
          ))}
        </List>
      )}

      <Modal
        open={open !== null}
        onClose={closeDetails}
        title={open ? promotionName(open, lang) : undefined}
        testId="promotion-modal"
        maxWidth={520}
        footer={
          open && joinButton(open, actionOf(open), true)
        }
      >
        {open && (
          <>
            {open.thumbnail && <DetailCover src={storageUrl(open.thumbnail)} alt="" width={480} height={240} />}
            <Period>
              <Icon name="clock" size={14} />
              {period(open)}
            </Period>
            <Facts>
              {open.deposit_bouns > 0 && (
                <div>
                  <dt>{t('bonus')}</dt>
                  <dd>{Math.round(open.deposit_bouns)}%</dd>
                </div>
              )}
              {Number(open.max_bonus) > 0 && (
                <div>
                  <dt>{t('maxBonus')}</dt>
                  <dd>
                    <AmountText value={open.max_bonus} currency={DEFAULT_CURRENCY} />
                  </dd>
                </div>
              )}
              {Number(open.min_deposit) > 0 && (
                <div>
                  <dt>{t('minDeposit')}</dt>
                  <dd>
                    <AmountText value={open.min_deposit} currency={DEFAULT_CURRENCY} />
                  </dd>
                </div>
              )}
              {open.turnover > 0 && (
                <div>
                  <dt>{t('account:item.turnoverRecord')}</dt>
                  <dd>{t('turnoverTimes', { times: open.turnover })}</dd>
                </div>
              )}
            </Facts>
            {(open.turnover_excluded ?? []).length > 0 && (
              <FullText data-testid="promotion-turnover-excluded">{t('turnoverExcluded', { products: productNames(open.turnover_excluded) })}</FullText>
            )}
            <FullText>{promotionDesc(open, lang)}</FullText>
          </>
        )}
      </Modal>
    </Page>
  );
}
