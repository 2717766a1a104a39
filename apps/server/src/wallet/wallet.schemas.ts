import { Type, body, textOrNumber } from '../shared/route-schema';

/** POST /dev/wallet/adjust (outside production only; not under /api, so not in /api/docs). */
export const DevAdjustBody = body({
  username: Type.String(),
  amount: textOrNumber({ description: 'decimal taka; negative debits' }),
  key: Type.String({ description: 'idempotency key (a fresh one when absent)' }),
});

export const DevAdjustResponse = Type.Object({
  transaction_id: Type.String({ description: 'the ledger transaction id' }),
  created: Type.Boolean({ description: 'false when the key had been used: nothing moved again' }),
});
