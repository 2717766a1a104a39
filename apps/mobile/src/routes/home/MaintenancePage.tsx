import styled from 'styled-components';
import { storageUrl, useGetGeneralQuery, useGetLogoQuery } from '@khela/api';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, Icon, IconButton } from '@khela/ui';
import { useOpenLanguage } from '../../app/language';
import { useSupportChat } from '../../app/support';

const Page = styled.main`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(5)};
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  text-align: center;
  background: radial-gradient(120% 60% at 50% 0%, rgba(18, 185, 129, 0.16), transparent 70%),
    ${({ theme }) => theme.colors.bg};
`;

const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
`;

const Logo = styled.img`
  height: 40px;
  width: auto;
`;

const Gear = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 96px;
  height: 96px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.gold};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 0 0 10px rgba(245, 194, 66, 0.07);
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.font.sizeXl};
  line-height: 1.3;
`;

const Text = styled.p`
  max-width: 34ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Replaces home while the general setting site_status is 0 (spec 1 §2). */
export function MaintenancePage() {
  const { t } = useTranslation(['shell', 'ui']);
  const msg = useMessage();
  const { data: logo } = useGetLogoQuery();
  const { data: general } = useGetGeneralQuery();
  const openChat = useSupportChat();
  const openLanguage = useOpenLanguage();
  const logoSrc = storageUrl(logo?.mobile_logo || logo?.logo);
  return (
    <Page data-testid="maintenance-page">
      <Corner>
        <IconButton label={t('ui:language')} onClick={openLanguage} data-testid="language-button">
          <Icon name="globe" size={22} />
        </IconButton>
      </Corner>
      {logoSrc && <Logo src={logoSrc} alt={general?.site_title ?? ''} height={40} />}
      <Gear>
        <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M14.7 6.3a4 4 0 0 0-5.4 5.2L3.6 17.2a1.8 1.8 0 0 0 2.6 2.6l5.7-5.7a4 4 0 0 0 5.2-5.4l-2.5 2.5-2.4-.6-.6-2.4 2.5-2.5Z" />
          <path d="M17.5 15.5 20 18M19.5 13.5l1.5-1.5M15 20l1.5-1.5" />
        </svg>
      </Gear>
      <Title>{msg(MESSAGES.maintenanceHeading)}</Title>
      <Text>{msg(MESSAGES.maintenanceBody)}</Text>
      <Text>{msg(MESSAGES.maintenanceContact)}</Text>
      <Button variant="gold" onClick={openChat}>
        <Icon name="chat" size={20} />
        {t('maintenance.support')}
      </Button>
    </Page>
  );
}
