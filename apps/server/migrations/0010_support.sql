-- The inbox (messages to players: from operators, one player, a segment or everyone, and from the platform's own
-- events) and the support chat (a conversation per player with the support desk, answered by agents).

-- ---------------------------------------------------------------- the inbox
-- The payments' old notifications table becomes the inbox: every message is one row per player (a broadcast to
-- 10,000 players is 10,000 rows, written by one INSERT … SELECT), so reading, marking read and deleting stay per player.
ALTER TABLE player_notifications RENAME TO inbox_messages;
ALTER INDEX player_notifications_player_idx RENAME TO inbox_messages_player_idx;
ALTER TABLE inbox_messages DROP CONSTRAINT player_notifications_message_check;
ALTER TABLE inbox_messages ADD CONSTRAINT inbox_messages_message_check CHECK (length(message) <= 5000);

CREATE TABLE inbox_broadcasts (
  id            bigserial PRIMARY KEY,
  -- {kind: 'player', player_id} | {kind: 'all'} | {kind: 'segment', vip_levels?, registered_from?, registered_to?, deposited?, currency?}
  audience      jsonb NOT NULL,
  title         text NOT NULL CHECK (length(title) BETWEEN 1 AND 150),
  message       text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
  title_bn      text NOT NULL DEFAULT '' CHECK (length(title_bn) <= 150),
  message_bn    text NOT NULL DEFAULT '' CHECK (length(message_bn) <= 5000),
  status        text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'sent', 'cancelled')),
  send_at       timestamptz NOT NULL DEFAULT now(),
  sent_at       timestamptz,
  recipients    integer NOT NULL DEFAULT 0 CHECK (recipients >= 0),
  created_by    bigint NOT NULL REFERENCES staff (id),
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'sent') = (sent_at IS NOT NULL))
);
CREATE INDEX inbox_broadcasts_due_idx ON inbox_broadcasts (send_at) WHERE status = 'scheduled';
CREATE INDEX inbox_broadcasts_list_idx ON inbox_broadcasts (id DESC);

ALTER TABLE inbox_messages
  ADD COLUMN kind          text NOT NULL DEFAULT 'system' CHECK (kind IN ('operator', 'system')),
  ADD COLUMN title_bn      text NOT NULL DEFAULT '' CHECK (length(title_bn) <= 200),
  ADD COLUMN message_bn    text NOT NULL DEFAULT '' CHECK (length(message_bn) <= 5000),
  ADD COLUMN broadcast_id  bigint REFERENCES inbox_broadcasts (id),
  -- A platform event's message is written once: 'deposit:12:confirmed', 'vip:2026-11:3', 'chat:88'.
  ADD COLUMN event_key     text CHECK (length(event_key) <= 120);
CREATE UNIQUE INDEX inbox_messages_event_key ON inbox_messages (player_id, event_key) WHERE event_key IS NOT NULL;
CREATE UNIQUE INDEX inbox_messages_broadcast_key ON inbox_messages (broadcast_id, player_id) WHERE broadcast_id IS NOT NULL;
CREATE INDEX inbox_messages_unread_idx ON inbox_messages (player_id) WHERE read_at IS NULL;

-- The audiences a message can go to, as one read model over the players, their deposits and their VIP months:
-- the inbox reads this view (it owns none of these tables). The VIP level is the higher of what this Dhaka month's
-- and last month's points reach (packages/domain currentLevel).
CREATE VIEW player_audience AS
SELECT p.id AS player_id,
       p.currency,
       p.created_at,
       EXISTS (SELECT 1 FROM deposits d WHERE d.player_id = p.id AND d.status = 'confirmed') AS deposited,
       coalesce((
         SELECT max(l.level) FROM vip_levels l
         WHERE l.threshold * 100 <= coalesce((
           SELECT max(m.earned) FROM vip_months m
           WHERE m.player_id = p.id
             AND m.month >= (date_trunc('month', (now() AT TIME ZONE 'Asia/Dhaka')) - interval '1 month')::date
         ), 0)
       ), 0)::smallint AS vip_level
FROM players p
WHERE p.status = 'active' AND p.system_role IS NULL;

-- ---------------------------------------------------------------- the support chat
CREATE TABLE support_chats (
  id               bigserial PRIMARY KEY,
  player_id        bigint NOT NULL REFERENCES players (id),
  status           text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  assigned_to      bigint REFERENCES staff (id),
  -- Since when the player has waited for an answer: their first message after the last agent reply (NULL: answered).
  waiting_since    timestamptz,
  last_message_id  bigint,
  -- The last message each side has seen (read receipts both ways; unread counts).
  player_read_id   bigint NOT NULL DEFAULT 0,
  agent_read_id    bigint NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  closed_at        timestamptz,
  CHECK ((status = 'closed') = (closed_at IS NOT NULL))
);
-- One open conversation per player: POST /api/chats answers it rather than opening another.
CREATE UNIQUE INDEX support_chats_one_open ON support_chats (player_id) WHERE status = 'open';
CREATE INDEX support_chats_player_idx ON support_chats (player_id, id DESC);
CREATE INDEX support_chats_queue_idx ON support_chats (status, updated_at DESC);

CREATE TABLE support_messages (
  id          bigserial PRIMARY KEY,
  chat_id     bigint NOT NULL REFERENCES support_chats (id),
  sender      text NOT NULL CHECK (sender IN ('player', 'agent', 'system')),
  staff_id    bigint REFERENCES staff (id),
  content     text NOT NULL CHECK (length(content) <= 2000),
  -- An attached image (support_images.key), or NULL.
  image       text,
  -- The sender's id for a retried send (the same id answers the first message).
  client_id   text CHECK (length(client_id) BETWEEN 1 AND 64),
  -- An agent's reply the player had not read a minute later also went to their inbox, then.
  inboxed_at  timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK ((sender = 'agent') = (staff_id IS NOT NULL)),
  CHECK (length(btrim(content)) > 0 OR image IS NOT NULL)
);
CREATE INDEX support_messages_chat_idx ON support_messages (chat_id, id);
CREATE UNIQUE INDEX support_messages_client_key ON support_messages (chat_id, sender, client_id) WHERE client_id IS NOT NULL;
-- The away sweep: agent replies not yet copied to the inbox.
CREATE INDEX support_messages_away_idx ON support_messages (created_at) WHERE sender = 'agent' AND inboxed_at IS NULL;

-- Images attached to chat messages: bytes sniffed on upload (JPEG, PNG, WebP), served by an unguessable key.
CREATE TABLE support_images (
  key           text PRIMARY KEY CHECK (key ~ '^[0-9a-f]{32}$'),
  chat_id       bigint NOT NULL REFERENCES support_chats (id),
  content_type  text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  data          bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE support_canned (
  id          bigserial PRIMARY KEY,
  title       text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  body        text NOT NULL CHECK (length(body) BETWEEN 1 AND 2000),
  body_bn     text NOT NULL DEFAULT '' CHECK (length(body_bn) <= 2000),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO support_canned (title, body, body_bn) VALUES
  ('Greeting', 'Hello! Thank you for contacting us. How can I help you today?', 'হ্যালো! আমাদের সাথে যোগাযোগ করার জন্য ধন্যবাদ। আজ আমি আপনাকে কীভাবে সাহায্য করতে পারি?'),
  ('Deposit check', 'We are checking your deposit now. It is usually confirmed within 15 minutes.', 'আমরা এখন আপনার ডিপোজিট যাচাই করছি। সাধারণত ১৫ মিনিটের মধ্যে নিশ্চিত হয়।'),
  ('Withdrawal time', 'Withdrawals are paid within 24 hours after approval.', 'অনুমোদনের পর ২৪ ঘণ্টার মধ্যে উইথড্রয়াল পরিশোধ করা হয়।'),
  ('Closing', 'Is there anything else I can help you with? Have a nice day!', 'আর কিছুতে সাহায্য করতে পারি? আপনার দিনটি শুভ হোক!');
