import { useGetGeneralQuery, useGetSocialLinksQuery } from '@khela/api';
import type { SocialLink } from '@khela/domain';

export type SocialKind = 'whatsapp' | 'facebook' | 'telegram';

/** The configured social link of one kind (names as the server keeps them: WhatsApp, Facebook, Telegram). */
export function findSocial(links: SocialLink[] | undefined, kind: SocialKind): SocialLink | undefined {
  return links?.find((l) => l.name.trim().toLowerCase() === kind && l.link);
}

/** A WhatsApp setting may be a number or a link; both become a wa.me link. */
export function whatsappHref(value: string): string {
  if (/^https?:\/\//.test(value)) return value;
  const digits = value.replace(/\D/g, '');
  return digits ? `https://wa.me/${digits}` : '';
}

/**
 * The ways to reach support the operator configured: WhatsApp (the setting, else the social link), Telegram (the
 * social link), an http(s) live chat address, the support mail. Empty strings where one is not set.
 */
export function useSupportLinks(): { whatsapp: string; telegram: string; liveChat: string; mail: string } {
  const { data: general } = useGetGeneralQuery();
  const { data: links } = useGetSocialLinksQuery();
  return {
    whatsapp: general?.whatsapp ? whatsappHref(general.whatsapp) : (findSocial(links, 'whatsapp')?.link ?? ''),
    telegram: findSocial(links, 'telegram')?.link ?? '',
    liveChat: general?.live_chat && /^https?:\/\//.test(general.live_chat) ? general.live_chat : '',
    mail: general?.support_mail ?? '',
  };
}
