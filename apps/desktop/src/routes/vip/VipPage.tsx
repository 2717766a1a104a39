import styled from 'styled-components';
import { selectSession, useGetUserQuery, useSelector } from '@khela/api';
import { useTranslation } from '@khela/i18n';
import { Icon, Skeleton } from '@khela/ui';
import { CategoryStrip } from '../../components/CategoryStrip';
import { Container, SectionTitle } from '../../components/Container';
import { GuestGate } from '../../components/GuestGate';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
`;

const Hero = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid rgba(245, 194, 66, 0.35);
  background:
    radial-gradient(ellipse 520px 220px at 0% 0%, rgba(245, 194, 66, 0.2), transparent 70%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.surfaceAlt}, ${({ theme }) => theme.colors.surface});
  > span {
    display: grid;
    place-items: center;
    width: 96px;
    height: 96px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.goldText};
    background: linear-gradient(180deg, #ffd76a, ${({ theme }) => theme.colors.gold});
    box-shadow: 0 0 0 10px rgba(245, 194, 66, 0.12);
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 620px;
  }
`;

const Points = styled.div`
  font-size: 40px;
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.gold};
  font-variant-numeric: tabular-nums;
  small {
    margin-left: ${({ theme }) => theme.space(2)};
    font-size: 16px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /vip: the player's VIP points (vip_coin of the user record). */
export default function VipPage() {
  const { t } = useTranslation(['shell', 'promotions']);
  const session = useSelector(selectSession);
  const { data: user } = useGetUserQuery(session.remoteId ?? 0, { skip: !session.token || !session.remoteId });
  if (!session.token) return <GuestGate title={t('nav.vip')} />;
  return (
    <Page>
      <CategoryStrip />
      <SectionTitle as="h1">{t('nav.vip')}</SectionTitle>
      <Hero data-testid="vip">
        <span>
          <Icon name="vip" size={44} />
        </span>
        <div>
          <p>{t('promotions:vip.myPoints')}</p>
          {user ? (
            <Points>
              {user.vip_coin.toLocaleString('en-IN')}
              <small>VP</small>
            </Points>
          ) : (
            <Skeleton width={160} height={44} />
          )}
          <p>{t('promotions:vip.text')}</p>
        </div>
      </Hero>
    </Page>
  );
}
