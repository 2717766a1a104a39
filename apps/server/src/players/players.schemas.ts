import type * as W from '@khela/domain';
import { Type, body, textOrNumber, wire, type Static } from '../shared/route-schema';

/** Profile and contact verification (spec 1 §7): request and answer shapes; the rules are ProfileService's. */

const RemoteId = textOrNumber({ description: "the player's id; when given it must be the token's own (else 403)" });

export const SendVerificationCodeBody = body(
  { phone: textOrNumber(), email: Type.String(), remote_id: RemoteId },
  { description: 'the player\'s own `phone` (SMS) or else `email`' },
);
/** What ProfileService reads of POST /api/send-verification-code. */
export type SendVerificationCodeInput = Pick<Static<typeof SendVerificationCodeBody>, 'phone' | 'email'>;

export const VerifyPhoneBody = body({
  verification_code: textOrNumber({ description: 'the 6-digit code' }),
  remote_id: RemoteId,
});

export const VerifyEmailBody = body({ code: textOrNumber({ description: 'the 6-digit code' }), remote_id: RemoteId });

export const PhoneBody = body({ phone: textOrNumber(), remote_id: RemoteId });

export const BirthdayBody = body({ dofb: Type.String({ description: 'YYYY-MM-DD; set once, the player at least 18' }), remote_id: RemoteId });

const ExtraPhone = wire<W.ExtraPhone>()(
  Type.Object({
    contract_value: Type.String({ description: 'the number (spelt so in the spec)' }),
    isverify: Type.Integer({ description: '1 when verified, else 0' }),
  }),
);

export const ExtraPhonesResponse = Type.Object({ data: Type.Array(ExtraPhone) });

export const BirthdayResponse = Type.Object({ dofb: Type.String({ description: 'the saved birthday, YYYY-MM-DD' }), message: Type.String() });
