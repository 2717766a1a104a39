/** Addresses of the verifier page (public, under the app's base /play/). */
/** A seeded game's round, by its public id (`RoundView.public_id`; the numeric id is not accepted there). */
export function verifyRoundUrl(publicId: string): string {
  return `${import.meta.env.BASE_URL}verify?round=${encodeURIComponent(publicId)}`;
}
export function verifyCrashUrl(roundId: string): string {
  return `${import.meta.env.BASE_URL}verify?crash=${encodeURIComponent(roundId)}`;
}
/** Revealed seeds (after a rotation): the hash shown before the bets goes along, so the page can check the seed against it. */
export function verifySeedsUrl(game: string, seeds: { server_seed: string; server_seed_hash: string; client_seed: string; nonce: number }): string {
  const q = new URLSearchParams({
    game,
    server_seed: seeds.server_seed,
    server_seed_hash: seeds.server_seed_hash,
    client_seed: seeds.client_seed,
    nonce: String(seeds.nonce),
  });
  return `${import.meta.env.BASE_URL}verify?${q.toString()}`;
}
/** A live table's round that is over, by its id (`/play/verify?live=`). */
export function verifyLiveUrl(roundId: string): string {
  return `${import.meta.env.BASE_URL}verify?live=${encodeURIComponent(roundId)}`;
}
