import { Type, query } from '../shared/route-schema';

/** GET /dev/outbox?to= (outside production only; not under /api, so not in /api/docs). */
export const OutboxQuery = query(['to'], { to: 'an e-mail address or phone number' });

export const OutboxMessages = Type.Array(
  Type.Object({
    to: Type.String(),
    channel: Type.String({ description: 'email or sms' }),
    subject: Type.String(),
    text: Type.String(),
    code: Type.Union([Type.String(), Type.Null()], { description: 'the one-time code the message carries, if any' }),
    status: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
  }),
  { description: 'the latest messages to that address, newest first' },
);
