/**
 * What the profile's action beside a phone or e-mail takes on both apps (spec 2 §2 /profile): Verify, then (a code
 * sent) the 5-minute countdown that reopens the code dialog, then Verified. Each app draws it in its own style.
 */
export interface ContactActionProps {
  verified: boolean;
  /** Deadline (ms) of the code sent to this contact, while it runs. */
  deadline: number | null;
  sending: boolean;
  onVerify(): void;
  /** Reopens the code dialog while the countdown runs. */
  onEnterCode(): void;
  onExpired(): void;
  testIds: { verify: string; verified: string };
}
