/** A code sent to one contact: where it went and when its countdown ends; `expired` once the countdown reached 00:00. */
interface SentCode {
  to: string;
  /** Epoch ms when the code's countdown (VERIFICATION_COUNTDOWN_SECONDS) reaches 00:00. */
  deadline: number;
  expired?: boolean;
}

/** The codes sent per slot (e.g. 'phone', 'email', 'extra'): one live code per slot. */
export type SentCodes<S extends string = string> = Partial<Record<S, SentCode>>;

function isSentCode(v: unknown): v is SentCode {
  return Boolean(v && typeof (v as SentCode).to === 'string' && typeof (v as SentCode).deadline === 'number');
}

/** Codes read back from storage: well-formed ones whose countdown still runs at `now`; anything else is dropped. */
export function readSentCodes<S extends string>(raw: unknown, now: number): SentCodes<S> {
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(Object.entries(raw).filter(([, v]) => isSentCode(v) && v.deadline > now)) as SentCodes<S>;
}

/** What is worth storing: the codes not yet expired. */
export function storableSentCodes<S extends string>(sent: SentCodes<S>): SentCodes<S> {
  return Object.fromEntries(Object.entries(sent).filter(([, v]) => v && !(v as SentCode).expired)) as SentCodes<S>;
}

/** A code just sent to `to` in `slot`, running for `ms` from `now`. */
export function codeSent<S extends string>(sent: SentCodes<S>, slot: S, to: string, now: number, ms: number): SentCodes<S> {
  return { ...sent, [slot]: { to, deadline: now + ms } };
}

/** The countdown of `slot` reached 00:00: Verify is back (the map is unchanged when nothing was sent there). */
export function codeExpired<S extends string>(sent: SentCodes<S>, slot: S): SentCodes<S> {
  const cur = sent[slot];
  return cur ? { ...sent, [slot]: { ...cur, expired: true } } : sent;
}

/** The deadline of the code shown beside `to` in `slot` (its countdown), or null when Verify should show. */
export function shownCodeDeadline<S extends string>(sent: SentCodes<S>, slot: S, to: string): number | null {
  const live = sent[slot];
  return live && live.to === to && !live.expired ? live.deadline : null;
}

/** Whether the last code of `slot` to `to` can still be entered at `now` (Verify reopens the dialog, no new code). */
export function hasLiveCode<S extends string>(sent: SentCodes<S>, slot: S, to: string, now: number): boolean {
  const live = sent[slot];
  return Boolean(live && live.to === to && !live.expired && live.deadline > now);
}
