import { Suspense, useEffect, useState } from 'react';
import { NavLink, Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  selectStaffSession,
  staffCan,
  useBoDashboardQuery,
  useBoDeskChatsQuery,
  useBoLogoutMutation,
  useBoMeQuery,
  useSelector,
  type StaffSessionState,
} from '@khela/api/backoffice';
import { CLOCK } from '@khela/domain';
import { setLanguage, useTranslation } from '@khela/i18n';
import { Icon, Loader } from '@khela/ui';
import { GROUPS, SECTIONS, sectionLabel, type Section } from './sections';
import { NoAccess } from './NoAccess';
import { MyProfileDialog } from '../components/MyProfileDialog';

const POLL_MS = 20_000;

function sectionOf(pathname: string): Section | undefined {
  if (pathname === '/' || pathname === '') return SECTIONS[0];
  return SECTIONS.find((s) => s.path !== '/' && (pathname === s.path || pathname.startsWith(`${s.path}/`)));
}

/** The signed-in frame: role-filtered navigation, the staff member, language, clock; the screen in the middle. */
export function Shell() {
  const session = useSelector((s: { staffSession: StaffSessionState }) => selectStaffSession(s));
  const location = useLocation();
  if (!session.token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <SignedIn session={session} />;
}

function SignedIn({ session }: { session: StaffSessionState }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const location = useLocation();
  const me = useBoMeQuery();
  const role = me.data?.role ?? session.role;
  const dash = useBoDashboardQuery(undefined, { pollingInterval: POLL_MS, skip: !staffCan(role, 'dashboard.read') });
  const [logout, { isLoading: loggingOut }] = useBoLogoutMutation();
  const [profile, setProfile] = useState(false);
  const section = sectionOf(location.pathname);
  const allowed = !section || staffCan(role, section.permission);
  // Conversations waiting for an answer (live over the staff socket; the poll is the fallback).
  const desk = useBoDeskChatsQuery({ queue: 'waiting', per_page: 1 }, { pollingInterval: POLL_MS, skip: !staffCan(role, 'support.chat') });
  const badge: Partial<Record<Section['key'], number>> = {
    deposits: dash.data?.pending_deposits,
    withdrawals: dash.data?.pending_withdrawals,
    support: desk.data?.counts.waiting,
  };

  useEffect(() => {
    document.title = section ? `${t(sectionLabel(section))} · ${t('common.appName')}` : t('common.appName');
  }, [section, t]);

  return (
    <Frame>
      <Side>
        <Brand>
          <BrandMark aria-hidden>K</BrandMark>
          <div>
            <BrandName>{t('common.appName')}</BrandName>
            <BrandSub>{t('app.tagline')}</BrandSub>
          </div>
        </Brand>
        <Nav aria-label={t('nav.label')}>
          {GROUPS.map((g) => {
            const items = SECTIONS.filter((s) => s.group === g && staffCan(role, s.permission));
            if (items.length === 0) return null;
            return (
              <NavGroup key={g}>
                <NavGroupTitle>{t(`nav.groups.${g}`)}</NavGroupTitle>
                {items.map((s) => (
                  <NavItem key={s.key} to={s.path} end={s.path === '/'} title={t(sectionLabel(s))} data-testid={`bo-nav-${s.key}`}>
                    <Icon name={s.icon} size={18} />
                    <span>{t(sectionLabel(s))}</span>
                    {badge[s.key] ? <NavBadge data-testid={`bo-nav-count-${s.key}`}>{badge[s.key]}</NavBadge> : null}
                  </NavItem>
                ))}
              </NavGroup>
            );
          })}
        </Nav>
        <Who>
          <Avatar aria-hidden>{(session.username ?? '?').slice(0, 1).toUpperCase()}</Avatar>
          <div style={{ minWidth: 0 }}>
            <WhoName data-testid="bo-staff-name">{me.data?.username ?? session.username}</WhoName>
            <WhoRole>{role ? t(`roles.${role}`) : ''}</WhoRole>
          </div>
        </Who>
      </Side>
      <Main>
        <Top>
          <Crumb>{section ? t(`nav.groups.${section.group}`) : ''}</Crumb>
          <TopRight>
            <DhakaClock />
            <LanguageSwitch />
            {me.data && (
              <TopButton onClick={() => setProfile(true)} data-testid="bo-my-profile" title={me.data.display_name || undefined}>
                {t('staff.myProfile')}
              </TopButton>
            )}
            <TopButton onClick={() => void logout()} disabled={loggingOut} data-testid="bo-logout">
              <Icon name="logout" size={16} />
              {t('common.logout')}
            </TopButton>
          </TopRight>
        </Top>
        {profile && me.data && <MyProfileDialog me={me.data} onClose={() => setProfile(false)} />}
        <Content>
          {allowed ? (
            <Suspense fallback={<Loader />}>
              <Outlet />
            </Suspense>
          ) : (
            <NoAccess />
          )}
        </Content>
      </Main>
    </Frame>
  );
}

function DhakaClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), CLOCK.intervalMs * 15);
    return () => clearInterval(id);
  }, []);
  const text = new Intl.DateTimeFormat('en-GB', { timeZone: CLOCK.timeZone, weekday: 'short', day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false }).format(now);
  return (
    <Clock title={CLOCK.timeZone}>
      <Icon name="clock" size={15} />
      {text} <span>{CLOCK.label}</span>
    </Clock>
  );
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation(['backoffice', 'ui']);
  const lng = i18n.language === 'bn' ? 'bn' : 'en';
  return (
    <Seg role="group" aria-label={t('ui:language')}>
      {(['en', 'bn'] as const).map((l) => (
        <SegBtn key={l} type="button" aria-pressed={lng === l} $on={lng === l} onClick={() => void setLanguage(l)} data-testid={`bo-lang-${l}`}>
          {l === 'en' ? 'EN' : 'বাংলা'}
        </SegBtn>
      ))}
    </Seg>
  );
}

// ------------------------------------------------------------------ styles

const SIDE = 232;
/** Below 1280 px the navigation folds to an icon rail (names in tooltips), leaving the tables their width. */
const RAIL = '@media (max-width: 1279px)';

const Frame = styled.div`
  display: grid;
  grid-template-columns: ${SIDE}px minmax(0, 1fr);
  min-height: 100vh;
  ${RAIL} { grid-template-columns: 64px minmax(0, 1fr); }
`;

const Side = styled.aside`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  height: 100vh;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: #0c1326;
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  height: 56px;
  padding: 0 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${RAIL} { justify-content: center; padding: 0; & > div { display: none; } }
`;

const BrandMark = styled.span`
  display: grid;
  place-items: center;
  width: 30px;
  height: 30px;
  border-radius: 8px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.accent}, #0b7a55);
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 800;
`;

const BrandName = styled.div`
  font-weight: 800;
  font-size: 15px;
  line-height: 1.2;
`;

const BrandSub = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  letter-spacing: 0.03em;
`;

const Nav = styled.nav`
  flex: 1;
  overflow-y: auto;
  padding: 10px 10px 16px;
  ${RAIL} { padding: 10px 8px 16px; }
`;

const NavGroup = styled.div`
  & + & { margin-top: 14px; }
`;

const NavGroupTitle = styled.div`
  padding: 6px 10px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 10.5px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  opacity: 0.8;
  ${RAIL} { height: 1px; padding: 0; margin: 4px 8px 8px; overflow: hidden; background: ${({ theme }) => theme.colors.border}; }
`;

const NavItem = styled(NavLink)`
  position: relative;
  display: flex;
  align-items: center;
  gap: 10px;
  height: 36px;
  padding: 0 10px;
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13.5px;
  font-weight: 600;
  &:hover { color: ${({ theme }) => theme.colors.text}; background: rgba(255, 255, 255, 0.04); text-decoration: none; }
  &.active {
    color: ${({ theme }) => theme.colors.text};
    background: rgba(18, 185, 129, 0.12);
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.accent};
  }
  &.active svg { color: ${({ theme }) => theme.colors.accent}; }
  span { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  ${RAIL} {
    justify-content: center;
    padding: 0;
    span { display: none; }
  }
`;

const NavBadge = styled.b`
  flex: none !important;
  min-width: 22px;
  height: 20px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.warning};
  color: #1f1300;
  font-size: 11.5px;
  line-height: 20px;
  text-align: center;
  ${RAIL} { position: absolute; top: 0; right: 2px; min-width: 16px; height: 16px; padding: 0 4px; font-size: 10px; line-height: 16px; }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 12px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${RAIL} { justify-content: center; padding: 12px 0; & > div { display: none; } }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
`;

const WhoName = styled.div`
  font-weight: 700;
  font-size: 13px;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const WhoRole = styled.div`
  color: ${({ theme }) => theme.colors.gold};
  font-size: 11.5px;
  font-weight: 600;
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Top = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 56px;
  padding: 0 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: rgba(10, 16, 32, 0.92);
  backdrop-filter: blur(6px);
`;

const Crumb = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

const TopRight = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Clock = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  font-variant-numeric: tabular-nums;
  span { opacity: 0.7; }
`;

const Seg = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
`;

const SegBtn = styled.button<{ $on: boolean }>`
  height: 26px;
  padding: 0 10px;
  border: 0;
  border-radius: 6px;
  background: ${({ theme, $on }) => ($on ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.textMuted)};
  font-size: 12.5px;
  font-weight: 700;
`;

const TopButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 13px;
  font-weight: 600;
  &:hover:not(:disabled) { border-color: ${({ theme }) => theme.colors.danger}; color: #fb7185; }
`;

const Content = styled.main`
  flex: 1;
  padding: 20px 24px 40px;
  min-width: 0;
  ${RAIL} { padding: 16px 16px 32px; }
`;
