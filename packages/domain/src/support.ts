// The inbox and the support chat (spec 2: "Inbox", "Support chat", §3, §4, §5, §7, §9).
// Wire shapes shared by the server, packages/api and the apps; small pure helpers; the limits.

import type { Paged } from './rewards';
import { MESSAGES } from './messages';
import { formatMoney, type Poisha } from './money';
import { INBOX_PREVIEW_WORDS } from './constants/ui';
import { previewWords } from './flows/promotions';

/** Spec 2 §9: the inbox poll (the socket's `inbox.changed` makes it a fallback), the preview and the chat button. */
export const INBOX_POLL_MS = 10_000;
export const INBOX_PER_PAGE = 20;
/** Longest chat message and inbox text a player or an agent may send. */
export const CHAT_MAX_CHARS = 2_000;
export const INBOX_TITLE_MAX = 150;
export const INBOX_MESSAGE_MAX = 5_000;
/** An image attached to a chat message: JPEG, PNG or WebP, sniffed by its bytes, at most 5 MB (as receipts). */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A reply the player has not read after this long also reaches their inbox (they were away). */
export const CHAT_INBOX_AFTER_MS = 60_000;
/** The support desk's user id the observed site posted as `user_two_id` (ours ignores it: the desk is the desk). */
export const SUPPORT_DESK_USER_ID = 1;
/** `other_user` of a conversation no agent has taken yet: the apps show their own word for the desk instead. */
export const SUPPORT_DESK_NAME = 'Support';

/** Who wrote an inbox message: an operator (console) or the platform (an event: deposit approved, …). */
type InboxKind = 'operator' | 'system';

/** An inbox message (spec 2 §3: id, title, message, created_at, is_read), with the Bangla text beside the English. */
export interface InboxMessage {
  id: number;
  kind: InboxKind;
  title: string;
  message: string;
  /** Empty when the operator wrote no Bangla: the English is shown. */
  title_bn: string;
  message_bn: string;
  is_read: boolean;
  created_at: string;
}

/** GET /api/inbox?remote_id&page: `data.data` and `data.last_page` as the spec reads them, `unread` for the badge. */
export interface InboxPageResponse {
  success: true;
  data: Paged<InboxMessage> & { per_page: number };
  unread: number;
}

/** GET /api/inbox/{id}: the message (opening it marks it read). */
export interface InboxMessageResponse {
  success: true;
  data: InboxMessage;
}

/** PATCH /api/inbox/{id}/read, DELETE /api/inbox/{id}, POST /api/inbox/bulk: what changed and the unread count now. */
export interface InboxChangeResponse {
  success: true;
  changed: number;
  unread: number;
}

/** POST /api/inbox/bulk: the selection mode's Read and Delete. */
export interface InboxBulkRequest {
  ids: number[];
  action: 'read' | 'delete';
}

/** The title and the text in the reader's language (Bangla when written, else English). */
export function inboxText(m: Pick<InboxMessage, 'title' | 'message' | 'title_bn' | 'message_bn'>, lang: string): { title: string; message: string } {
  const bn = lang === 'bn';
  return {
    title: bn && m.title_bn.trim() ? m.title_bn : m.title,
    message: bn && m.message_bn.trim() ? m.message_bn : m.message,
  };
}

/** The inbox list's preview: the first 5 words (spec 2 §9), with an ellipsis when there were more. */
export function inboxPreview(text: string): string {
  return previewWords(text, INBOX_PREVIEW_WORDS);
}

// ------------------------------------------------------------------------------------------------ support chat

export type ChatStatus = 'open' | 'closed';
/** Who wrote a chat message: the player, an agent, or the desk itself (opened, assigned, closed). */
type ChatSenderKind = 'player' | 'agent' | 'system';

/** A chat message (spec 2 §3: sender_id, content), with who sent it and an optional image. */
export interface ChatMessage {
  id: number;
  chat_id: number;
  /** The player's id for their own messages; the desk's id (`SUPPORT_DESK_USER_ID`) for agents and the desk. */
  sender_id: number;
  sender: ChatSenderKind;
  /** The agent's display name (players see it), null for the player and the desk. */
  sender_name: string | null;
  content: string;
  /** A path under /storage, or null. */
  image: string | null;
  created_at: string;
}

/** A conversation as the player's list shows it (spec 2 §3: chat_id, other_user, last_message). */
export interface ChatSummary {
  chat_id: number;
  /** The other side's name: the support desk, or the agent who took the conversation. */
  other_user: string;
  last_message: ChatMessage | null;
  status: ChatStatus;
  unread: number;
  created_at: string;
  updated_at: string;
}

/** GET /api/get-chats */
export interface GetChatsResponse {
  chats: ChatSummary[];
  /** Unread agent messages over all the player's conversations (the chat button's badge). */
  unread: number;
}

/** POST /api/chats: the open conversation with the desk (opened now, or the one already open). */
export interface OpenChatResponse {
  chat: { id: number; status: ChatStatus; created: boolean };
}

/** GET /api/chats/{chatId}/messages: the thread, oldest first; `agent_read_id` is the last of the player's messages an agent has read. */
export interface ChatMessagesResponse {
  messages: ChatMessage[];
  chat: ChatSummary;
  agent_read_id: number;
  /** Older messages exist before the first one here (`before` pages back). */
  has_more: boolean;
}

export interface SendChatMessageResponse {
  data: ChatMessage;
}

/** Typing and read indicators, both ways, over /ws. */
export interface ChatTypingPush {
  chat_id: number;
  who: 'player' | 'agent';
  name: string | null;
}
export interface ChatReadPush {
  chat_id: number;
  who: 'player' | 'agent';
  /** The last message id the reader has seen. */
  last_read_id: number;
}

// ------------------------------------------------------------------------------------------------ the console

/** Who an operator's message goes to: one player, a segment, or everyone. Every filter of a segment must hold. */
export type InboxAudience =
  | { kind: 'player'; player_id: number }
  | { kind: 'all' }
  | {
      kind: 'segment';
      /** VIP level numbers (vip_levels.level: 0 Normal, 1 Elite I, …); the level a player holds now. */
      vip_levels?: number[];
      /** Registered between these Dhaka days (YYYY-MM-DD, inclusive). */
      registered_from?: string;
      registered_to?: string;
      /** true: has at least one approved deposit; false: none. */
      deposited?: boolean;
      currency?: 'BDT' | 'INR' | 'PKR';
    };

/** POST /api/backoffice/messages: `player_id` for one player (the shape), or `audience` for many. */
export interface SendInboxRequest {
  player_id?: number;
  audience?: InboxAudience;
  title: string;
  message: string;
  title_bn?: string;
  message_bn?: string;
  /** ISO time; later than now queues it, the job sends it then. */
  send_at?: string;
}

export type BroadcastStatus = 'scheduled' | 'sent' | 'cancelled';

/** A message the console sent or queued, with who it reached. */
export interface InboxBroadcast {
  id: number;
  audience: InboxAudience;
  title: string;
  message: string;
  title_bn: string;
  message_bn: string;
  status: BroadcastStatus;
  send_at: string;
  sent_at: string | null;
  /** Players it was written to (0 until sent). */
  recipients: number;
  /** Of them, how many have read it. */
  read_count: number;
  created_by: string;
  created_at: string;
}

/** POST /api/backoffice/messages answer: what was queued or sent, and to how many players (an estimate when scheduled). */
export interface SendInboxResponse {
  broadcast: InboxBroadcast;
  /** Players the audience holds now. */
  audience_size: number;
}

/** A conversation in the agents' queue. */
export interface DeskChat {
  id: number;
  player_id: number;
  username: string;
  status: ChatStatus;
  assigned_to: number | null;
  assigned_name: string | null;
  last_message: ChatMessage | null;
  /** Since when the player has waited for an answer (their oldest message after the last agent reply), or null. */
  waiting_since: string | null;
  /** Player messages the agents have not read. */
  unread: number;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
}

/** The player beside the thread: who they are, their money and their verification. */
export interface DeskPlayerContext {
  id: number;
  username: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  currency: string;
  status: string;
  balance: string;
  phone_verified: boolean;
  email_verified: boolean;
  vip_level: string;
  created_at: string;
  last_login_at: string | null;
  deposits: { id: number; amount: string; status: string; method: string; created_at: string }[];
  withdrawals: { id: number; amount: string; status: string; method: string; created_at: string }[];
}

/** GET /api/backoffice/support/chats/{id} */
export interface DeskChatDetail {
  chat: DeskChat;
  messages: ChatMessage[];
  /** The last agent message the player has read. */
  player_read_id: number;
  player: DeskPlayerContext;
  has_more: boolean;
}

/** A canned reply agents insert into the composer (English and Bangla). */
export interface CannedReply {
  id: number;
  title: string;
  body: string;
  body_bn: string;
}

/** Staff events on /ws (room `staff:support`): the queue changed, a conversation's message, typing, read. */
export interface DeskChatPush {
  chat_id: number;
  /** What happened: a message (either side), assigned, closed, reopened, opened. */
  what: 'message' | 'assigned' | 'closed' | 'reopened' | 'opened';
  message?: ChatMessage;
}

// ------------------------------------------------------------------------------------------------ system messages

/** What the platform tells a player in their inbox, in the transaction of the event it reports. */
export type SystemInboxEvent =
  | { kind: 'deposit_confirmed'; amount: Poisha; bonus: Poisha; currency: string; method: string; trx: string }
  | { kind: 'deposit_rejected'; amount: Poisha; currency: string; method: string; trx: string; reason: string }
  | { kind: 'withdrawal_paid'; amount: Poisha; currency: string; account: string; trx: string }
  | { kind: 'withdrawal_returned'; amount: Poisha; currency: string; reason: string }
  | { kind: 'balance_adjusted'; amount: Poisha; currency: string; reason: string }
  | { kind: 'promotion_credited'; promotion: string; promotion_bn: string; bonus: Poisha; currency: string }
  | { kind: 'vip_level'; level: string; level_bn: string }
  | { kind: 'referral_reward'; amount: Poisha; currency: string; day: string }
  | { kind: 'chat_reply'; agent: string | null; text: string }
  /** An exchange market resettled with a corrected result: `amount` is what the player's balance moved (signed). */
  | { kind: 'market_resettled'; market: string; amount: Poisha; currency: string; reason: string };

interface InboxText {
  title: string;
  message: string;
  title_bn: string;
  message_bn: string;
}

const m = (p: Poisha) => formatMoney(p, { lang: 'en' });
/** The Bangla text's amounts in Bangla digits. */
const mb = (p: Poisha) => formatMoney(p, { lang: 'bn' });

/** The English and Bangla of a system message (amounts with two decimals, the currency code after them). */
export function systemInboxText(e: SystemInboxEvent): InboxText {
  switch (e.kind) {
    case 'deposit_confirmed': {
      const bonus = e.bonus > 0n ? ` A bonus of ${m(e.bonus)} ${e.currency} was added.` : '';
      const bonusBn = e.bonus > 0n ? ` ${mb(e.bonus)} ${e.currency} বোনাস যোগ করা হয়েছে।` : '';
      return {
        title: MESSAGES.depositConfirmedTitle,
        message: `Your deposit of ${m(e.amount)} ${e.currency} via ${e.method} (TRX ${e.trx}) has been credited.${bonus}`,
        title_bn: 'ডিপোজিট নিশ্চিত হয়েছে',
        message_bn: `${e.method} এর মাধ্যমে আপনার ${mb(e.amount)} ${e.currency} ডিপোজিট (TRX ${e.trx}) জমা হয়েছে।${bonusBn}`,
      };
    }
    case 'deposit_rejected':
      return {
        title: MESSAGES.depositRejectedTitle,
        message: `Your deposit of ${m(e.amount)} ${e.currency} via ${e.method} (TRX ${e.trx}) was rejected. Reason: ${e.reason}`,
        title_bn: 'ডিপোজিট প্রত্যাখ্যাত হয়েছে',
        message_bn: `${e.method} এর মাধ্যমে আপনার ${mb(e.amount)} ${e.currency} ডিপোজিট (TRX ${e.trx}) প্রত্যাখ্যান করা হয়েছে। কারণ: ${e.reason}`,
      };
    case 'withdrawal_paid':
      return {
        title: MESSAGES.withdrawalApprovedTitle,
        message: `Your withdrawal of ${m(e.amount)} ${e.currency} to ${e.account} has been paid (TRX ${e.trx}).`,
        title_bn: 'উইথড্রয়াল অনুমোদিত হয়েছে',
        message_bn: `${e.account} নম্বরে আপনার ${mb(e.amount)} ${e.currency} উইথড্রয়াল পরিশোধ করা হয়েছে (TRX ${e.trx})।`,
      };
    case 'withdrawal_returned':
      return {
        title: MESSAGES.withdrawalRejectedTitle,
        message: `Your withdrawal of ${m(e.amount)} ${e.currency} was rejected and the amount is back in your wallet. Reason: ${e.reason}`,
        title_bn: 'উইথড্রয়াল প্রত্যাখ্যাত হয়েছে',
        message_bn: `আপনার ${mb(e.amount)} ${e.currency} উইথড্রয়াল প্রত্যাখ্যান করা হয়েছে এবং টাকা আপনার ওয়ালেটে ফেরত এসেছে। কারণ: ${e.reason}`,
      };
    case 'balance_adjusted': {
      const sign = e.amount > 0n ? '+' : '';
      return {
        title: MESSAGES.adjustmentTitle,
        message: `Your balance was adjusted by ${sign}${m(e.amount)} ${e.currency}. Reason: ${e.reason}`,
        title_bn: 'ব্যালেন্স সমন্বয় করা হয়েছে',
        message_bn: `আপনার ব্যালেন্স ${sign}${mb(e.amount)} ${e.currency} সমন্বয় করা হয়েছে। কারণ: ${e.reason}`,
      };
    }
    case 'promotion_credited':
      return {
        title: MESSAGES.promotionCreditedTitle,
        message: `The "${e.promotion}" bonus of ${m(e.bonus)} ${e.currency} has been credited to your balance.`,
        title_bn: 'প্রমোশন বোনাস জমা হয়েছে',
        message_bn: `"${e.promotion_bn || e.promotion}" বোনাসের ${mb(e.bonus)} ${e.currency} আপনার ব্যালেন্সে জমা হয়েছে।`,
      };
    case 'vip_level':
      return {
        title: MESSAGES.vipLevelTitle,
        message: `Congratulations! You reached ${e.level}. Your level holds this month and the next.`,
        title_bn: 'নতুন ভিআইপি লেভেল',
        message_bn: `অভিনন্দন! আপনি ${e.level_bn || e.level} লেভেলে পৌঁছেছেন। এই লেভেল এ মাসে ও পরের মাসে থাকবে।`,
      };
    case 'referral_reward':
      return {
        title: MESSAGES.referralRewardTitle,
        message: `Your referral reward of ${m(e.amount)} ${e.currency} for ${e.day} is ready. Claim it on the Referral Program page.`,
        title_bn: 'রেফারেল পুরস্কার',
        message_bn: `${e.day} তারিখের জন্য আপনার ${mb(e.amount)} ${e.currency} রেফারেল পুরস্কার প্রস্তুত। রেফারেল প্রোগ্রাম পেজ থেকে দাবি করুন।`,
      };
    case 'market_resettled': {
      const sign = e.amount > 0n ? '+' : '';
      const moved = e.amount === 0n ? 'Your balance is unchanged.' : `Your balance was adjusted by ${sign}${m(e.amount)} ${e.currency}.`;
      const movedBn = e.amount === 0n ? 'আপনার ব্যালেন্স অপরিবর্তিত আছে।' : `আপনার ব্যালেন্স ${sign}${mb(e.amount)} ${e.currency} সমন্বয় করা হয়েছে।`;
      return {
        title: MESSAGES.marketResettledTitle,
        message: `The result of "${e.market}" was corrected and your bets on it were settled again. ${moved} Reason: ${e.reason}`,
        title_bn: 'একটি মার্কেটের ফলাফল সংশোধন করা হয়েছে',
        message_bn: `"${e.market}"-এর ফলাফল সংশোধন করা হয়েছে এবং এতে আপনার বেটগুলো আবার নিষ্পত্তি করা হয়েছে। ${movedBn} কারণ: ${e.reason}`,
      };
    }
    case 'chat_reply': {
      const who = e.agent ? `${e.agent} from support` : 'Support';
      const whoBn = e.agent ? `সহায়তা দলের ${e.agent}` : 'সহায়তা দল';
      return {
        title: MESSAGES.chatReplyTitle,
        message: `${who} wrote: "${e.text}" Open the chat to answer.`,
        title_bn: 'সহায়তা দল আপনাকে উত্তর দিয়েছে',
        message_bn: `${whoBn} লিখেছেন: "${e.text}" উত্তর দিতে চ্যাট খুলুন।`,
      };
    }
  }
}
