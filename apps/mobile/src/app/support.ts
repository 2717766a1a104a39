import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { STORAGE_KEYS, useGetGeneralQuery, writeStored } from '@khela/api';
import type { GeneralSettings } from '@khela/domain';

const isUrl = (v: string) => /^https?:\/\//i.test(v);

/** A WhatsApp setting is either a full link or a phone number; numbers become a wa.me link. */
export function whatsappLink(value: string): string {
  const v = value.trim();
  if (isUrl(v)) return v;
  const digits = v.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : '';
}

/** Support chat choice order (spec 1 §2): Intercom, then the whatsapp link, then the other chat widgets. */
export function supportChatTarget(g: GeneralSettings | null | undefined): string | null {
  if (!g) return null;
  if (g.intercom && isUrl(g.intercom.trim())) return g.intercom.trim();
  const wa = g.whatsapp ? whatsappLink(g.whatsapp) : '';
  if (wa) return wa;
  if (g.live_chat && isUrl(g.live_chat.trim())) return g.live_chat.trim();
  if (g.tawk_id) return `https://tawk.to/chat/${g.tawk_id.trim()}`;
  return null;
}

/** Opens support: the configured external chat in a new tab, otherwise the in-site chat. */
export function useSupportChat(): () => void {
  const { data: general } = useGetGeneralQuery();
  const navigate = useNavigate();
  return useCallback(() => {
    const target = supportChatTarget(general);
    if (target) window.open(target, '_blank', 'noopener,noreferrer');
    else navigate('/chat');
  }, [general, navigate]);
}

/** The chat settings are also kept in the browser under the names of spec 1 §3. */
export function storeChatSettings(g: GeneralSettings): void {
  writeStored(STORAGE_KEYS.whatsapp, g.whatsapp ?? '');
  writeStored(STORAGE_KEYS.liveChat, g.live_chat ?? '');
  writeStored(STORAGE_KEYS.intercom, g.intercom ?? '');
  writeStored(STORAGE_KEYS.tawkId, g.tawk_id ?? '');
}
