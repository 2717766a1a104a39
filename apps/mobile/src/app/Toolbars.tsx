import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { BOTTOM_TOOLBAR } from '@khela/domain';
import { LANGUAGES, useTranslation } from '@khela/i18n';
import { Icon, type IconName } from '@khela/ui';
import { useOpenLanguage } from './language';

export const TOOLBAR_HEIGHT = 62;

const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.sticky};
  height: calc(${TOOLBAR_HEIGHT}px + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.35);
`;

const GuestRow = styled.div`
  display: grid;
  grid-template-columns: 1.15fr 1fr 1fr;
  height: 100%;
`;

const LangButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 0;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 600;
  svg { color: ${({ theme }) => theme.colors.accent}; }
  small { display: block; color: ${({ theme }) => theme.colors.textMuted}; font-size: 11px; font-weight: 500; line-height: 1.1; }
`;

const Cta = styled(Link)<{ $kind: 'signup' | 'login' }>`
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: ${({ theme }) => theme.font.size};
  font-weight: 700;
  color: ${({ theme, $kind }) => ($kind === 'login' ? theme.colors.accentText : theme.colors.goldText)};
  background: ${({ theme, $kind }) =>
    $kind === 'login' ? theme.colors.accent : `linear-gradient(180deg, #ffd76a 0%, ${theme.colors.gold} 60%, #d9a21f 100%)`};
  &:hover { text-decoration: none; filter: brightness(1.05); }
`;

/** Guest toolbar (spec 1 §2): language picker, Login and Sign up. */
export function GuestToolbar() {
  const { t, i18n } = useTranslation(['shell', 'auth', 'ui']);
  const openLanguage = useOpenLanguage();
  const lang = LANGUAGES.find((l) => l.code === i18n.language) ?? LANGUAGES[0];
  return (
    <Bar data-testid="guest-toolbar" aria-label={t('toolbar.guest')}>
      <GuestRow>
        <LangButton type="button" onClick={openLanguage} aria-label={t('ui:language')}>
          <Icon name="globe" size={22} />
          <span>
            {lang.label}
            <small>{t('currency.bdt')}</small>
          </span>
        </LangButton>
        <Cta to="/signup" $kind="signup">
          {t('auth:signup')}
        </Cta>
        <Cta to="/login" $kind="login">
          {t('auth:login')}
        </Cta>
      </GuestRow>
    </Bar>
  );
}

const MemberRow = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  height: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(NavLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 3px;
  height: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
  &:hover { text-decoration: none; color: ${({ theme }) => theme.colors.text}; }
  &.active { color: ${({ theme }) => theme.colors.accent}; }
  &.active svg { filter: drop-shadow(0 0 6px rgba(18, 185, 129, 0.55)); }
  span.bubble {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    margin-top: -18px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.goldText};
    background: linear-gradient(180deg, #ffd76a 0%, ${({ theme }) => theme.colors.gold} 60%, #d9a21f 100%);
    box-shadow: 0 4px 12px rgba(245, 194, 66, 0.35);
  }
`;

const TAB_ICONS: Record<string, IconName> = { home: 'home', promotions: 'gift', deposit: 'deposit', account: 'user' };

/** Member bottom toolbar (spec 1 §2): Home, Promotions, Deposit, My Account. */
export function MemberToolbar() {
  const { t } = useTranslation(['shell', 'auth', 'ui']);
  return (
    <Bar data-testid="member-toolbar" aria-label={t('toolbar.member')}>
      <MemberRow>
        {BOTTOM_TOOLBAR.map((tab) => (
          <li key={tab.key}>
            <Tab to={tab.route ?? '/'} end>
              {tab.key === 'deposit' ? (
                <span className="bubble">
                  <Icon name={TAB_ICONS[tab.key] ?? 'deposit'} size={22} />
                </span>
              ) : (
                <Icon name={TAB_ICONS[tab.key] ?? 'home'} size={24} />
              )}
              {t(`nav.${tab.key}`, { defaultValue: tab.label })}
            </Tab>
          </li>
        ))}
      </MemberRow>
    </Bar>
  );
}
