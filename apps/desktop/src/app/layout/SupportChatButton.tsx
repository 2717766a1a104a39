import { useTranslation } from '@khela/i18n';
import { DraggableChatButton, Icon } from '@khela/ui';
import { useSupportLinks } from '../../components/support';

/**
 * The floating support button (spec 1 §2). Chat choice order: Intercom, then the WhatsApp link, then other
 * chat widgets; third-party widget scripts are not loaded here, so it opens WhatsApp, else the live-chat link.
 */
export function SupportChatButton() {
  const { t } = useTranslation('shell');
  const { whatsapp, liveChat } = useSupportLinks();
  const target = whatsapp || liveChat;
  if (!target) return null;
  return (
    <DraggableChatButton
      label={t('header.chat')}
      icon={<Icon name="chat" size={24} />}
      onClick={() => window.open(target, '_blank', 'noopener,noreferrer')}
    />
  );
}
