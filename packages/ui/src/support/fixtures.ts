import type { ChatMessage } from '@khela/domain';

/** Story data: a short conversation with the desk over two Dhaka days. */
export const PLAYER_ID = 42;

const at = (iso: string) => new Date(iso).toISOString();

export function msg(id: number, over: Partial<ChatMessage>): ChatMessage {
  return {
    id,
    chat_id: 7,
    sender_id: PLAYER_ID,
    sender: 'player',
    sender_name: null,
    content: '',
    image: null,
    created_at: at('2026-11-23T10:00:00+06:00'),
    ...over,
  };
}

export const THREAD: ChatMessage[] = [
  msg(1, { sender: 'system', sender_id: 1, content: 'Conversation opened', created_at: at('2026-11-23T10:00:00+06:00') }),
  msg(2, { content: 'Hello, my deposit of 500 BDT is still pending.', created_at: at('2026-11-23T10:00:05+06:00') }),
  msg(3, { sender: 'agent', sender_id: 1, sender_name: 'Rahim', content: 'Hi! Let me check that for you. Could you send the receipt?', created_at: at('2026-11-23T10:01:10+06:00') }),
  msg(4, { content: 'Here it is', image: 'receipt.png', created_at: at('2026-11-24T09:15:00+06:00') }),
  msg(5, { sender: 'agent', sender_id: 1, sender_name: 'Rahim', content: 'Thank you, it is approved now. আপনার ব্যালেন্স আপডেট হয়েছে।', created_at: at('2026-11-24T09:16:30+06:00') }),
];

/** A small green square as the "uploaded" image, so stories need no server. */
export const IMAGE_DATA_URL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="#0e9f6e"/><text x="20" y="90" font-size="28" fill="#fff">receipt</text></svg>');
