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

/**
 * One `request_id` per submission, kept for its retries (a deposit or a withdrawal): `take(values)` answers the kept
 * id while the values are the same as the last unanswered attempt's (`retry` true: that attempt may have been made
 * though its answer was lost, and the same id makes the server answer it instead of making another), else a new one.
 * `answered()` once the server has answered, either way: the next submission is a new one.
 */
export class SubmissionId {
  private kept: { id: string; of: string } | null = null;

  take(values: unknown): { id: string; retry: boolean } {
    const of = JSON.stringify(values);
    if (this.kept?.of === of) return { id: this.kept.id, retry: true };
    this.kept = { id: newRequestId(), of };
    return { id: this.kept.id, retry: false };
  }

  /** Whether `values` are those of the last attempt whose answer is missing (`take` would answer its id again). */
  unanswered(values: unknown): boolean {
    return this.kept?.of === JSON.stringify(values);
  }

  answered(): void {
    this.kept = null;
  }
}
