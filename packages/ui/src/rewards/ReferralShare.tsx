import type { ReactElement } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Icon } from '../components/Icon';
import { useToast } from '../components/Toast';
import { focusRing } from '../theme';
import { copyToClipboard } from '../clipboard';
import { SHARE_CHANNELS, shareUrls, type ShareChannel } from './share';

export type ReferralShareProps = {
  /** The full referral link (origin + /referral_code?referral_code=CODE). */
  link: string;
  code: string;
  className?: string;
};

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
`;

const Action = styled.button<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $primary }) => ($primary ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $primary }) => ($primary ? theme.colors.accent : theme.colors.surfaceAlt)};
  color: ${({ theme, $primary }) => ($primary ? theme.colors.accentText : theme.colors.text)};
  font-weight: 700;
  touch-action: manipulation;
  ${focusRing}
`;

const Via = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
`;

const Channels = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  row-gap: ${({ theme }) => theme.space(2)};
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    min-width: 0;
    padding: 4px 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    text-decoration: none;
    ${focusRing}
  }
  span.label { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

const Disc = styled.span<{ $bg: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ $bg }) => $bg};
  color: #fff;
`;

function Glyph({ d }: { d: ReactElement }) {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      {d}
    </svg>
  );
}

/** A copy glyph (two sheets), for copy buttons. */
export function CopyGlyph({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </svg>
  );
}

const CHANNEL_LOOK: Record<ShareChannel, { bg: string; glyph: ReactElement }> = {
  facebook: { bg: '#1877f2', glyph: <Icon name="facebook" size={20} /> },
  line: {
    bg: '#06c755',
    glyph: <Glyph d={<path d="M12 4C7 4 3 7.2 3 11.2c0 3.5 3.1 6.4 7.3 7l-.4 2.3 3.4-2.2c4.4-.4 7.7-3.4 7.7-7.1C21 7.2 17 4 12 4zM7.5 9.5v3.5h2M11.5 9.5V13M14 13V9.5l2.5 3.5V9.5" />} />,
  },
  mail: { bg: '#64748b', glyph: <Icon name="mail" size={20} /> },
  skype: {
    bg: '#00aff0',
    glyph: <Glyph d={<path d="M15.5 9.3c-.6-1-1.8-1.6-3.4-1.6-2 0-3.2 1-3.2 2.3 0 3.1 6.4 1.7 6.4 4.9 0 1.4-1.3 2.4-3.4 2.4-1.7 0-3-.7-3.6-1.9" />} />,
  },
  telegram: { bg: '#229ed9', glyph: <Icon name="telegram" size={20} /> },
  whatsapp: { bg: '#25d366', glyph: <Icon name="whatsapp" size={20} /> },
};

/**
 * Sharing the referral link (spec 2 §2, §8): 'Copy Link' (toast 'Referral link copied to clipboard!', a prompt with
 * the link when copying fails), 'Share' through the Web Share API ('Sharing is not supported on this device.' where it
 * is missing) and the six channels with their share addresses.
 */
export function ReferralShare({ link, code, className }: ReferralShareProps) {
  const { t } = useTranslation('rewards');
  const msg = useMessage();
  const toast = useToast();
  const title = t('referral.shareTitle');
  const text = t('referral.shareText', { code });
  const urls = shareUrls(link, text, title);

  async function copy() {
    if (await copyToClipboard(link)) toast.show(msg(MESSAGES.referralLinkCopied), 'success');
    else window.prompt(t('referral.linkLabel'), link);
  }

  async function share() {
    if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') {
      toast.show(msg(MESSAGES.sharingNotSupported), 'error');
      return;
    }
    try {
      await navigator.share({ title, text, url: link });
    } catch (e) {
      // The player closing the share sheet is not an error; anything else means this device cannot share it.
      if ((e as { name?: string } | null)?.name !== 'AbortError') toast.show(msg(MESSAGES.sharingNotSupported), 'error');
    }
  }

  return (
    <Root className={className} data-testid="referral-share">
      <Actions>
        <Action type="button" $primary onClick={() => void copy()} data-testid="referral-copy-link">
          <CopyGlyph />
          {msg(MESSAGES.copyLink)}
        </Action>
        <Action type="button" onClick={() => void share()} data-testid="referral-share-button">
          <Icon name="share" size={18} />
          {msg(MESSAGES.share)}
        </Action>
      </Actions>
      <Via>{t('referral.shareVia')}</Via>
      <Channels>
        {SHARE_CHANNELS.map((c) => (
          <li key={c}>
            <a href={urls[c]} target={c === 'mail' ? undefined : '_blank'} rel="noopener noreferrer" data-testid={`referral-channel-${c}`}>
              <Disc $bg={CHANNEL_LOOK[c].bg}>{CHANNEL_LOOK[c].glyph}</Disc>
              <span className="label">{t(`referral.channels.${c}`)}</span>
            </a>
          </li>
        ))}
      </Channels>
    </Root>
  );
}
