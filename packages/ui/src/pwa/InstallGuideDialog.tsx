import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Button } from '../components/Button';
import { Icon, type IconName } from '../components/Icon';
import { Modal } from '../components/Modal';

export type InstallGuidePlatform = 'ios' | 'android' | 'other';

export interface InstallGuideDialogProps {
  open: boolean;
  onClose(): void;
  /** The visitor's system: its steps come first ('other': a computer, both phones' steps and the desktop note). */
  platform: InstallGuidePlatform;
  siteName: string;
}

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  & + & {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size};
    color: ${({ theme }) => theme.colors.text};
  }
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(1.5)};
    line-height: 1.45;
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  line-height: 1.5;
`;

function Steps({ kind, icon, siteName }: { kind: 'android' | 'ios'; icon: IconName; siteName: string }) {
  const { t } = useTranslation('shell');
  return (
    <Section aria-labelledby={`pwa-guide-${kind}`} data-testid={`pwa-guide-${kind}`}>
      <h3 id={`pwa-guide-${kind}`}>
        <Icon name={icon} size={18} />
        {t(`pwa.${kind}`)}
      </h3>
      <ol>
        <li>{t(`pwa.${kind}Step1`)}</li>
        <li>{t(`pwa.${kind}Step2`)}</li>
        <li>{t(`pwa.${kind}Step3`, { site: siteName })}</li>
      </ol>
    </Section>
  );
}

/**
 * How to add the site to the home screen, for browsers that offer no install prompt of their own (iOS Safari, or
 * Chrome before it decides to offer one): Android Chrome's menu → Add to Home screen; iOS Safari's Share → Add to Home
 * Screen.
 */
export function InstallGuideDialog({ open, onClose, platform, siteName }: InstallGuideDialogProps) {
  const { t } = useTranslation(['shell', 'ui']);
  const ios = <Steps key="ios" kind="ios" icon="share" siteName={siteName} />;
  const android = <Steps key="android" kind="android" icon="menu" siteName={siteName} />;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('pwa.title')}
      testId="pwa-guide"
      footer={
        <Button variant="primary" onClick={onClose} data-testid="pwa-guide-done">
          {t('ui:gotIt')}
        </Button>
      }
    >
      <Intro>{t('pwa.intro', { site: siteName })}</Intro>
      {platform === 'ios' ? [ios, android] : [android, ios]}
      {platform === 'other' && <Note>{t('pwa.computer')}</Note>}
    </Modal>
  );
}
