import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { storageUrl, usePromotionsView } from '@khela/api';
import { formatDateTime, type User } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { BannerCarousel, Icon, type IconName } from '@khela/ui';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Item = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  > span {
    display: grid;
    place-items: center;
    flex: none;
    width: 40px;
    height: 40px;
    border-radius: 12px;
    color: ${({ theme }) => theme.colors.accent};
    background: rgba(18, 185, 129, 0.12);
  }
  dt {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 2px 0 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
`;

/** Last login, last deposit and last withdrawal (Dhaka time), the desktop overview's activity strip. */
export function ProfileActivity({ user, clock }: { user: Pick<User, 'last_login_at' | 'last_deposit_at' | 'last_withdrawal_at'>; clock: string }) {
  const { t } = useTranslation('account');
  const items: { key: string; icon: IconName; label: string; at: string | null }[] = [
    { key: 'login', icon: 'user', label: t('profile.lastLogin'), at: user.last_login_at },
    { key: 'deposit', icon: 'wallet', label: t('profile.desktop.lastDeposit'), at: user.last_deposit_at },
    { key: 'withdrawal', icon: 'history', label: t('profile.desktop.lastWithdrawal'), at: user.last_withdrawal_at },
  ];
  return (
    <Row as="dl" data-testid="profile-activity">
      {items.map((i) => (
        <Item key={i.key} data-testid={`profile-last-${i.key}`}>
          <span aria-hidden>
            <Icon name={i.icon} size={18} />
          </span>
          <div>
            <dt>{i.label}</dt>
            <dd>
              {i.at ? (
                <>
                  {formatDateTime(i.at)} <small>({clock})</small>
                </>
              ) : (
                <small>{t('profile.desktop.never')}</small>
              )}
            </dd>
          </div>
        </Item>
      ))}
    </Row>
  );
}

const Promos = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  width: 0;
  min-width: 100%;
  overflow: hidden;
  margin-top: ${({ theme }) => theme.space(5)};
  h3 {
    display: flex;
    justify-content: space-between;
    align-items: center;
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: 16px;
  }
  h3 button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 600;
  }
`;

/** New promotions as a slider (spec 1 /profile, desktop overview); a slide opens /promotions. */
export function ProfilePromotions() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const { promotions } = usePromotionsView();
  const items = promotions
    .filter((p) => p.thumbnail)
    .slice(0, 8)
    .map((p) => ({
      id: p.id,
      image: storageUrl(p.thumbnail),
      alt: (i18n.language === 'bn' && p.name_bn) || p.name,
      onClick: () => navigate('/promotions'),
    }));
  if (items.length === 0) return null;
  return (
    <Promos data-testid="profile-promotions">
      <h3>
        {t('profile.desktop.newPromotions')}
        <button type="button" onClick={() => navigate('/promotions')}>
          {t('profile.desktop.allPromotions')}
        </button>
      </h3>
      <BannerCarousel items={items} interval={4000} imageWidth={1080} imageHeight={300} />
    </Promos>
  );
}
