import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { storageUrl, useGetPromotionQuery, usePromotionActions } from '@khela/api';
import type { Promotion } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { AmountText, Button, Modal, useTurnoverProductNames } from '@khela/ui';
import { depositWithPromotion, duration, promotionDesc, promotionName } from './promotionText';

const Image = styled.img`
  width: 100%;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  div {
    padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.gold};
  }
`;

const Text = styled.p`
  white-space: pre-line;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.text};
`;

/** The promotion details modal: image, period, bonus terms from the server, full description. */
export function PromotionDetails({ promotion: chosen, onClose }: { promotion: Promotion | null; onClose(): void }) {
  const { t, i18n } = useTranslation('promotions');
  const productNames = useTurnoverProductNames();
  // The list's copy shows at once; the details call (promotions/{id}) replaces it when it answers.
  const { currentData: fetched } = useGetPromotionQuery(chosen?.id ?? 0, { skip: !chosen });
  const p = chosen ? (fetched && fetched.id === chosen.id ? fetched : chosen) : null;
  const lang = i18n.language;
  const navigate = useNavigate();
  const { actionOf } = usePromotionActions();
  const action = p ? actionOf(p) : 'details';
  const hasMoney = (v: string | undefined) => Boolean(v && /[1-9]/.test(v));
  return (
    <Modal
      open={p !== null}
      onClose={onClose}
      title={p ? promotionName(p, lang) : undefined}
      maxWidth={640}
      testId="promotion-modal"
      footer={
        p &&
        (action === 'deposit' ? (
          <Button variant="gold" block onClick={() => window.location.assign(depositWithPromotion(p))} data-testid="promotion-modal-deposit">
            {t('depositWithOffer')}
          </Button>
        ) : action === 'claimed' ? (
          <Button variant="secondary" block disabled data-testid="promotion-modal-claimed">
            {t('alreadyClaimed')}
          </Button>
        ) : action === 'details' ? undefined : (
          <Button
            variant="gold"
            block
            onClick={() => {
              onClose();
              navigate('/register');
            }}
          >
            {t('signUpNowDesktop')}
          </Button>
        ))
      }
    >
      {p && (
        <>
          <Image src={storageUrl(p.thumbnail)} alt="" width={720} height={360} />
          <Facts>
            <div>
              <dt>{t('period')}</dt>
              <dd>{duration(p.start_date, p.end_date)}</dd>
            </div>
            {p.deposit_bouns > 0 && (
              <div>
                <dt>{t('bonus')}</dt>
                <dd>{Math.round(p.deposit_bouns)}%</dd>
              </div>
            )}
            {hasMoney(p.max_bonus) && (
              <div>
                <dt>{t('maxBonus')}</dt>
                <dd>
                  <AmountText value={p.max_bonus} currency="BDT" />
                </dd>
              </div>
            )}
            {hasMoney(p.min_deposit) && (
              <div>
                <dt>{t('minDeposit')}</dt>
                <dd>
                  <AmountText value={p.min_deposit} currency="BDT" />
                </dd>
              </div>
            )}
            {p.turnover > 0 && (
              <div>
                <dt>{t('turnoverRequirement')}</dt>
                <dd>{t('turnoverTimesDesktop', { n: p.turnover })}</dd>
              </div>
            )}
          </Facts>
          {(p.turnover_excluded ?? []).length > 0 && <Text data-testid="promotion-turnover-excluded">{t('turnoverExcluded', { products: productNames(p.turnover_excluded) })}</Text>}
          <Text>{promotionDesc(p, lang)}</Text>
        </>
      )}
    </Modal>
  );
}
