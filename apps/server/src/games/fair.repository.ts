import type { Tx } from '../wallet/wallet.repository';

/** The public verifier's lookups. */
export const fairRepository = {
  /** The internal id of the round with this public id (a uuid; the caller checks its shape). */
  async roundIdByPublicId(tx: Tx, publicId: string): Promise<bigint | undefined> {
    const row = await tx.selectFrom('game_rounds').select('id').where('public_id', '=', publicId).executeTakeFirst();
    return row?.id;
  },
};
