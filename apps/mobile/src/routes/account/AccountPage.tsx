import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  selectSession,
  useGetGeneralQuery,
  useGetInboxUnreadQuery,
  useGetSocialLinksQuery,
  useGetProtectionQuery,
  useGetUserQuery,
  useLogoutMutation,
  useSelector,
} from '@khela/api';
import { ACCOUNT_MENU, formatNumber, DEFAULT_CURRENCY } from '@khela/domain';
import { BalanceCard, Button, Icon, ProtectionBanner, Skeleton, UnreadCount, type IconName } from '@khela/ui';
import { useBalance, useBalanceHidden } from '../../lib/useBalance';
import { useTranslation } from '@khela/i18n';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

const Profile = styled.section`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.accentText};
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, #0b7a56);
  box-shadow: 0 0 0 3px rgba(18, 185, 129, 0.25);
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
  h1 {
    font-size: ${({ theme }) => theme.font.sizeLg};
    line-height: 1.3;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const VipLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 32px;
  margin-top: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(245, 194, 66, 0.12);
  border: 1px solid rgba(245, 194, 66, 0.35);
  color: ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 600;
  &:hover { text-decoration: none; }
  b { color: ${({ theme }) => theme.colors.text}; }
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const tileCss = `
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-start;
  gap: 6px;
  min-height: 76px;
  padding: 8px 2px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  overflow-wrap: anywhere;
  &:hover { text-decoration: none; background: rgba(255, 255, 255, 0.05); }
`;

const Tile = styled(Link)`
  ${tileCss}
  color: ${({ theme }) => theme.colors.text};
`;

const ExternalTile = styled.a`
  ${tileCss}
  color: ${({ theme }) => theme.colors.text};
`;

const TileIcon = styled.span<{ $tone?: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  color: ${({ theme, $tone }) => $tone ?? theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const UnreadBadge = styled(UnreadCount)`
  position: absolute;
  top: -6px;
  right: -8px;
  padding: 0 4px;
`;

/** The Inbox item's unread count (issue 12: the badge); `inbox.changed` on the socket refreshes it. */
function InboxBadge() {
  const { t } = useTranslation('support');
  const { data: unread = 0 } = useGetInboxUnreadQuery();
  if (unread <= 0) return null;
  return (
    <UnreadBadge count={unread} size={18} testId="inbox-badge" label={t('chat.unread', { count: unread })} />
  );
}

const FundsRow = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FundLink = styled(Link)<{ $primary: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 52px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 700;
  color: ${({ theme, $primary }) => ($primary ? theme.colors.goldText : theme.colors.text)};
  background: ${({ theme, $primary }) =>
    $primary ? `linear-gradient(180deg, #ffd76a 0%, ${theme.colors.gold} 60%, #d9a21f 100%)` : theme.colors.surfaceAlt};
  border: 1px solid ${({ theme, $primary }) => ($primary ? 'transparent' : theme.colors.border)};
  &:hover { text-decoration: none; filter: brightness(1.05); }
`;

const ITEM_ICONS: Record<string, IconName> = {
  deposit: 'deposit',
  withdrawal: 'withdraw',
  bettingRecord: 'history',
  turnoverRecord: 'clock',
  transactionRecord: 'wallet',
  profile: 'user',
  resetPassword: 'lock',
  inbox: 'inbox',
  referral: 'share',
};

const SOCIAL: Record<string, { icon: IconName; tone: string }> = {
  whatsapp: { icon: 'whatsapp', tone: '#25d366' },
  facebook: { icon: 'facebook', tone: '#4c8bf5' },
  telegram: { icon: 'telegram', tone: '#2aabee' },
};

function ContactUs() {
  const { t } = useTranslation(['account', 'shell', 'auth']);
  const { data: links } = useGetSocialLinksQuery();
  const { data: general } = useGetGeneralQuery();
  const social = (links ?? []).filter((l) => SOCIAL[l.name.toLowerCase()] && l.link);
  const emailLink = general?.support_mail
    ? `mailto:${general.support_mail}`
    : (links ?? []).find((l) => /^e-?mail$/i.test(l.name))?.link;
  if (social.length === 0 && !emailLink) return null;
  return (
    <Section aria-labelledby="acc-contact">
      <h2 id="acc-contact">{t('contactUs')}</h2>
      <Grid>
        {social.map((l) => {
          const s = SOCIAL[l.name.toLowerCase()]!;
          return (
            <li key={l.id}>
              <ExternalTile href={l.link} target="_blank" rel="noopener noreferrer">
                <TileIcon $tone={s.tone}>
                  <Icon name={s.icon} size={22} />
                </TileIcon>
                {l.name}
              </ExternalTile>
            </li>
          );
        })}
        {emailLink && (
          <li>
            <ExternalTile href={emailLink}>
              <TileIcon $tone="#f5c242">
                <Icon name="mail" size={22} />
              </TileIcon>
              {t('email')}
            </ExternalTile>
          </li>
        )}
      </Grid>
    </Section>
  );
}

/** /account (spec 1 §2): member menu with balance, VIP points, Funds, History, Profile, Contact Us and Log out. */
export default function AccountPage() {
  const { t } = useTranslation(['account', 'shell', 'auth', 'protection']);
  const navigate = useNavigate();
  const { username, remoteId } = useSelector(selectSession);
  const { data: user } = useGetUserQuery(remoteId ?? 0, { skip: !remoteId });
  const { balance, refresh } = useBalance();
  const [hidden, toggleHidden] = useBalanceHidden();
  const [logout] = useLogoutMutation();
  const { data: protection } = useGetProtectionQuery();

  // Home first, so the protected page does not bounce to /login when the session ends; the mutation clears it.
  const onLogout = () => {
    navigate('/', { replace: true });
    void logout();
  };

  return (
    <Page>
      <Profile>
        <Avatar>
          <Icon name="user" size={28} />
        </Avatar>
        <Who>
          <h1>{user?.username ?? username}</h1>
          <VipLink to="/vip">
            <Icon name="vip" size={16} />
            {t('vipPoints')}
            {user ? <b>{formatNumber(user.vip_coin)}</b> : <Skeleton width={28} height={14} />}
            <Icon name="chevronRight" size={14} />
          </VipLink>
        </Who>
      </Profile>

      <BalanceCard
        value={balance}
        currency={user?.currency ?? DEFAULT_CURRENCY}
        hidden={hidden}
        onToggleHidden={toggleHidden}
        onRefresh={refresh}
        label={t('shell:header.mainWallet')}
      />

      <ProtectionBanner state={protection} />

      {ACCOUNT_MENU.map((section) => (
        <Section key={section.key} aria-labelledby={`acc-${section.key}`}>
          <h2 id={`acc-${section.key}`}>{t(`section.${section.key}`, { defaultValue: section.label })}</h2>
          {section.key === 'funds' ? (
            <FundsRow>
              {section.items.map((item) => (
                <li key={item.key}>
                  <FundLink to={item.route ?? '/'} $primary={item.key === 'deposit'}>
                    <Icon name={ITEM_ICONS[item.key] ?? 'wallet'} size={22} />
                    {t(`item.${item.key}`, { defaultValue: item.label })}
                  </FundLink>
                </li>
              ))}
            </FundsRow>
          ) : (
          <Grid>
            {section.items.map((item) => (
              <li key={item.key}>
                <Tile to={item.route ?? '/'}>
                  <TileIcon style={item.key === 'inbox' ? { position: 'relative' } : undefined}>
                    <Icon name={ITEM_ICONS[item.key] ?? 'chevronRight'} size={22} />
                    {item.key === 'inbox' && <InboxBadge />}
                  </TileIcon>
                  {t(`item.${item.key}`, { defaultValue: item.label })}
                </Tile>
              </li>
            ))}
          </Grid>
          )}
        </Section>
      ))}

      <Section aria-labelledby="acc-safer">
        <h2 id="acc-safer">{t('protection:title')}</h2>
        <Grid>
          <li>
            <Tile to="/safer-gambling" data-testid="account-safer-gambling">
              <TileIcon>
                <Icon name="clock" size={22} />
              </TileIcon>
              {t('protection:title')}
            </Tile>
          </li>
        </Grid>
      </Section>

      <ContactUs />

      <Button variant="secondary" size="lg" block onClick={onLogout} data-testid="logout">
        <Icon name="logout" size={20} />
        {t('auth:logout')}
      </Button>
    </Page>
  );
}
