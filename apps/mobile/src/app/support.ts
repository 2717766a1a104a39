import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { STORAGE_KEYS, useGetGeneralQuery, useGetSocialLinksQuery, writeStored } from '@khela/api';
import type { GeneralSettings, SocialLink } from '@khela/domain';

const isUrl = (v: string) => /^https?:\/\//i.test(v);

/** A WhatsApp setting is either a full link or a phone number; numbers become a wa.me link. */
export function whatsappLink(value: string): string {
  const v = value.trim();
  if (isUrl(v)) return v;
  const digits = v.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : '';
}

/** An external support contact shown under the in-site chat in the support sheet. */
export interface SupportAlternative {
  kind: 'whatsapp' | 'telegram' | 'liveChat';
  href: string;
}

/**
 * The alternatives to the in-site chat (issue 12: WhatsApp and Telegram stay, as alternatives): WhatsApp from the
 * settings (or the social links), Telegram from the social links, then one other live-chat widget (spec 1 §2 order:
 * Intercom, the live-chat link, tawk.to).
 */
export function supportAlternatives(g: GeneralSettings | null | undefined, links: readonly SocialLink[] | null | undefined): SupportAlternative[] {
  const out: SupportAlternative[] = [];
  const social = (name: string) => (links ?? []).find((l) => l.name.trim().toLowerCase() === name && isUrl(l.link.trim()))?.link.trim() ?? '';
  const wa = (g?.whatsapp ? whatsappLink(g.whatsapp) : '') || social('whatsapp');
  if (wa) out.push({ kind: 'whatsapp', href: wa });
  const tg = social('telegram');
  if (tg) out.push({ kind: 'telegram', href: tg });
  const live =
    (g?.intercom && isUrl(g.intercom.trim()) ? g.intercom.trim() : '') ||
    (g?.live_chat && isUrl(g.live_chat.trim()) ? g.live_chat.trim() : '') ||
    (g?.tawk_id?.trim() ? `https://tawk.to/chat/${g.tawk_id.trim()}` : '');
  if (live) out.push({ kind: 'liveChat', href: live });
  return out;
}

export function useSupportAlternatives(): SupportAlternative[] {
  const { data: general } = useGetGeneralQuery();
  const { data: links } = useGetSocialLinksQuery();
  return useMemo(() => supportAlternatives(general, links), [general, links]);
}

// The support sheet is one for the whole app (the shell draws it): every "help" entry opens it.
let sheetOpen = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export function openSupportSheet(): void {
  if (sheetOpen) return;
  sheetOpen = true;
  emit();
}

export function closeSupportSheet(): void {
  if (!sheetOpen) return;
  sheetOpen = false;
  emit();
}

export function useSupportSheetOpen(): boolean {
  return useSyncExternalStore(subscribe, () => sheetOpen, () => false);
}

/**
 * Opens support: the support sheet, with the in-site chat first ("Chat with us": /chat, or /login first) and the
 * configured WhatsApp, Telegram and live-chat links as alternatives under it.
 */
export function useSupportChat(): () => void {
  return useCallback(() => openSupportSheet(), []);
}

/** The chat settings are also kept in the browser under the names of spec 1 §3. */
export function storeChatSettings(g: GeneralSettings): void {
  writeStored(STORAGE_KEYS.whatsapp, g.whatsapp ?? '');
  writeStored(STORAGE_KEYS.liveChat, g.live_chat ?? '');
  writeStored(STORAGE_KEYS.intercom, g.intercom ?? '');
  writeStored(STORAGE_KEYS.tawkId, g.tawk_id ?? '');
}
