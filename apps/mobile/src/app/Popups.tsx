import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { readStored, selectSession, STORAGE_KEYS, takeWelcomePopup, useGetGeneralQuery, useSelector, writeStored } from '@khela/api';
import { localizedMaintenance, type MaintenanceNotice } from '@khela/domain';
import { Button, Icon, Modal } from '@khela/ui';
import { useTranslation } from '@khela/i18n';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  text-align: center;
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Badge = styled.span<{ $tone: 'gold' | 'warning' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  color: ${({ theme, $tone }) => ($tone === 'gold' ? theme.colors.goldText : '#2a1600')};
  background: ${({ theme, $tone }) =>
    $tone === 'gold' ? `radial-gradient(circle at 30% 30%, #ffe39a, ${theme.colors.gold})` : theme.colors.warning};
  box-shadow: 0 0 0 6px rgba(245, 194, 66, 0.15);
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
`;

const Dates = styled.p`
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const GMT6 = '+06:00';

/** Parses a notice date; a bare day counts in Dhaka time, and an end day lasts until its last millisecond. */
export function noticeTime(value: string, edge: 'start' | 'end'): number {
  const v = value.trim().replace(/\//g, '-');
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) {
    return Date.parse(`${v}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}${GMT6}`);
  }
  return Date.parse(v);
}

export function noticeActive(n: MaintenanceNotice | null | undefined, now = Date.now()): boolean {
  if (!n) return false;
  const start = noticeTime(n.start_date, 'start');
  const end = noticeTime(n.end_date, 'end');
  return Number.isFinite(start) && Number.isFinite(end) && now >= start && now <= end;
}

function formatDay(value: string, lng: string): string {
  const t = noticeTime(value, 'start');
  if (!Number.isFinite(t)) return value;
  return new Intl.DateTimeFormat(lng === 'bn' ? 'bn-BD' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Dhaka',
  }).format(t);
}

/**
 * Popups after login (spec 1 §2, §4): the welcome popup after sign-up (regPopup) — on the home page only, once per
 * visit until dismissed, never over another page or a 404 — then the platform maintenance notice (popup flag) while
 * today is within its dates, in the player's language. Dismissing stores 0 for the flag.
 */
export function Popups() {
  const { t, i18n } = useTranslation(['shell', 'ui']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  const { token } = useSelector(selectSession);
  const { data: general } = useGetGeneralQuery();
  const [reg, setReg] = useState(false);
  const [popup, setPopup] = useState(false);

  useEffect(() => {
    setPopup(Boolean(token) && readStored(STORAGE_KEYS.popup) === '1');
  }, [token]);
  useEffect(() => {
    const show = takeWelcomePopup(Boolean(token), onHome);
    // Leaving the home page closes it (it comes back next visit unless dismissed).
    setReg((was) => show || (was && onHome));
  }, [token, onHome]);

  const closeWelcome = (to?: string) => {
    writeStored(STORAGE_KEYS.regPopup, '0');
    setReg(false);
    if (to) navigate(to);
  };
  const closeNotice = () => {
    writeStored(STORAGE_KEYS.popup, '0');
    setPopup(false);
  };

  const notice = general ? localizedMaintenance(general, i18n.language) : null;
  const showNotice = Boolean(token) && !reg && popup && noticeActive(notice);

  return (
    <>
      <Modal
        open={Boolean(token) && reg}
        onClose={() => closeWelcome()}
        title={t('welcome.title')}
        testId="welcome-popup"
        footer={
          <Actions>
            <Button variant="secondary" block onClick={() => closeWelcome('/')} data-testid="welcome-home">
              {t('welcome.home')}
            </Button>
            <Button variant="gold" block onClick={() => closeWelcome('/deposit')} data-testid="welcome-deposit">
              {t('welcome.deposit')}
            </Button>
          </Actions>
        }
      >
        <Body>
          <Badge $tone="gold">
            <Icon name="gift" size={32} />
          </Badge>
          <p>{t('welcome.text')}</p>
        </Body>
      </Modal>
      {notice && (
        <Modal
          open={showNotice}
          onClose={closeNotice}
          title={notice.title}
          testId="maintenance-notice"
          footer={
            <Button block onClick={closeNotice}>
              {t('ui:gotIt')}
            </Button>
          }
        >
          <Body>
            <Badge $tone="warning">
              <Icon name="clock" size={30} />
            </Badge>
            <p>{notice.message}</p>
            <Dates>
              {t('maintenance.period', {
                start: formatDay(notice.start_date, i18n.language),
                end: formatDay(notice.end_date, i18n.language),
              })}
            </Dates>
          </Body>
        </Modal>
      )}
    </>
  );
}
