/** The share channels of the referral programme (spec 2 §2): Facebook, Line, Mail, Skype, Telegram, Whatsapp. */
export const SHARE_CHANNELS = ['facebook', 'line', 'mail', 'skype', 'telegram', 'whatsapp'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** Each channel's share address for `url`, with `text` (and `title` for e-mail) where the channel takes one. */
export function shareUrls(url: string, text: string, title: string): Record<ShareChannel, string> {
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(`${text} ${url}`);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    line: `https://social-plugins.line.me/lineit/share?url=${u}`,
    mail: `mailto:?subject=${encodeURIComponent(title)}&body=${both}`,
    skype: `https://web.skype.com/share?url=${u}&text=${encodeURIComponent(text)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}`,
    whatsapp: `https://api.whatsapp.com/send?text=${both}`,
  };
}
