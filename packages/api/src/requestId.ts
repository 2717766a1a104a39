/**
 * A fresh `request_id` for a money call the server deduplicates (an exchange order or bet, a VP conversion): make one
 * per attempt and keep it for its retries. `crypto.randomUUID` exists only in secure contexts (https, localhost), so
 * plain http gets a random fallback.
 */
export function newRequestId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-${Math.random().toString(36).slice(2, 12)}`;
}
