import { useEffect, useRef } from 'react';
import { writeStored } from '../session';

/** The invitation links of spec 1 §2: /referral_code?referral_code=…, /affiliate_code?…, /agent_code?…. */
export type CodeType = 'referral_code' | 'affiliate_code' | 'agent_code';

/**
 * An invitation link, on either app: store the query parameter of the same name under that name (sign-up sends it),
 * or report it missing ('No {type} found in the URL'); then go on to sign up either way. Runs once.
 */
export function useCodeLanding(type: CodeType, search: URLSearchParams, opts: { onMissing(type: CodeType): void; onDone(): void }): void {
  const done = useRef(false);
  const code = search.get(type)?.trim() ?? '';
  const { onMissing, onDone } = opts;
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (code) writeStored(type, code);
    else onMissing(type);
    onDone();
  }, [code, type, onMissing, onDone]);
}
