import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { storageUrl, usePromotionActions } from '@khela/api';
import type { Promotion } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Button, Icon } from '@khela/ui';
import { depositWithPromotion, duration, promotionDesc, promotionName } from './promotionText';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  transition: transform 0.15s, border-color 0.15s;
  &:hover {
    transform: translateY(-2px);
    border-color: rgba(245, 194, 66, 0.5);
  }
  img {
    width: 100%;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: 17px;
    line-height: 1.35;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    /* The whole description (the 5-word preview is the mobile list's rule), clamped by lines when long. */
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 4;
    line-clamp: 4;
    overflow: hidden;
  }
`;

const Claimed = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 600;
`;

const When = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: 12px;
  color: ${({ theme }) => theme.colors.gold};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1;
  }
`;

export function PromotionCard({ promotion: p, onDetails }: { promotion: Promotion; onDetails(): void }) {
  const { t, i18n } = useTranslation('promotions');
  const navigate = useNavigate();
  const { actionOf } = usePromotionActions();
  const action = actionOf(p);
  const desc = promotionDesc(p, i18n.language);
  return (
    <Card data-testid="promotion-card">
      <img src={storageUrl(p.thumbnail)} alt="" loading="lazy" decoding="async" width={720} height={360} />
      <Body>
        <h3>{promotionName(p, i18n.language)}</h3>
        <p title={desc} data-testid="promotion-desc">
          {desc}
        </p>
        <When>
          <Icon name="clock" size={14} />
          {duration(p.start_date, p.end_date)}
        </When>
        <Actions>
          {action === 'signup' && (
            <Button variant="gold" size="sm" onClick={() => navigate('/register')} data-testid="promotion-signup">
              {t('signUpNowDesktop')}
            </Button>
          )}
          {action === 'deposit' && (
            <Button variant="gold" size="sm" onClick={() => window.location.assign(depositWithPromotion(p))} data-testid="promotion-deposit">
              {t('depositWithOffer')}
            </Button>
          )}
          {action === 'claimed' && (
            <Claimed data-testid="promotion-claimed">
              <Icon name="check" size={14} />
              {t('claimed')}
            </Claimed>
          )}
          <Button variant="secondary" size="sm" onClick={onDetails} data-testid="promotion-details">
            {t('details')}
          </Button>
        </Actions>
      </Body>
    </Card>
  );
}
