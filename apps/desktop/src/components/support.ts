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
