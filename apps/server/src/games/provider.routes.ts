import type { FastifyInstance } from 'fastify';
import { MoneyError, parseMoney, toWire, type Poisha, type ProviderWalletError, type ProviderWalletOk } from '@khela/domain';
import { sha256 } from '../auth/crypto';
import type { Db } from '../db/database';
import { signatureValid } from '../payments/payments.routes';
import { readFields } from '../shared/body';
import type { WalletService } from '../wallet/wallet.service';
import { GameWalletError, partyOfSession, type GameWalletService } from './game-wallet.service';
import { gamesRepository as repo } from './games.repository';
import type { LaunchService } from './launch.service';

const STATUS: Record<ProviderWalletError['code'], number> = {
  INVALID_SIGNATURE: 401,
  INVALID_SESSION: 401,
  BAD_REQUEST: 400,
  INSUFFICIENT_FUNDS: 402,
  TX_NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  ROUND_CLOSED: 409,
  TX_CONFLICT: 409,
};
const REF = /^[A-Za-z0-9_.:-]{1,100}$/;

function fail(code: ProviderWalletError['code'], message: string, balance?: Poisha): never {
  throw new GameWalletError(STATUS[code], code, message, balance);
}

function money(raw: unknown): Poisha {
  try {
    const v = parseMoney(raw as string);
    if (v < 0n) fail('BAD_REQUEST', 'Amount must not be negative.');
    return v;
  } catch (e) {
    if (e instanceof MoneyError) fail('BAD_REQUEST', 'Amount is not a valid money amount.');
    throw e;
  }
}

function ref(raw: unknown, name: string): string {
  if (typeof raw !== 'string' || !REF.test(raw)) fail('BAD_REQUEST', `${name} is missing or invalid.`);
  return raw;
}

/**
 * The seamless wallet for external providers and aggregators: POST /api/provider/{platform}/wallet, the body signed
 * with the provider's secret (header X-Signature: hex HMAC-SHA256 of the exact body). Actions: authenticate (trade
 * the launch token for a session), balance, bet, win, rollback — the same GameWalletService our own games call
 * in-process. Wins and rollbacks are accepted after the game session expired (a provider settles late rounds);
 * bets need a live session. Rollbacks: only of a transaction whose round is still open (a settled round answers
 * ROUND_CLOSED); one that arrives before its transaction is refused with TX_NOT_FOUND and that transaction is then
 * refused too; a second rollback of the same transaction answers OK and moves nothing.
 */
export async function registerProviderWalletRoutes(
  app: FastifyInstance,
  d: { db: Db; wallet: WalletService; gameWallet: GameWalletService; launch: LaunchService },
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((err, _req, reply) => {
      if (err instanceof GameWalletError) {
        const body: ProviderWalletError = { status: 'ERROR', code: err.walletCode, message: err.message, ...(err.balance !== undefined ? { balance: toWire(err.balance) } : {}) };
        return reply.status(err.status).send(body);
      }
      const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode ?? 500;
      if (status >= 400 && status < 500) return reply.status(400).send({ status: 'ERROR', code: 'BAD_REQUEST', message: (err as Error).message } satisfies ProviderWalletError);
      throw err;
    });

    scope.post<{ Params: { platform: string } }>('/api/provider/:platform/wallet', async (req) => {
      const platform = req.params.platform.toUpperCase();
      const provider = /^[A-Z0-9_]{2,20}$/.test(platform) ? await repo.providerByPlatform(d.db, platform) : undefined;
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!provider || provider.kind !== 'external' || !provider.wallet_secret || !signatureValid(provider.wallet_secret, raw, req.headers['x-signature'])) {
        fail('INVALID_SIGNATURE', 'The signature is missing or wrong.');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        fail('BAD_REQUEST', 'The body is not JSON.');
      }
      const b = readFields(parsed, {
        action: 'string',
        token: 'string',
        session: 'string',
        tx_id: 'string|number',
        round_id: 'string|number',
        reference_tx_id: 'string|number',
        game_code: 'string|number',
        amount: 'string|number',
        round_closed: 'boolean',
        currency: 'string',
      });

      if (b.action === 'authenticate') {
        if (typeof b.token !== 'string') fail('INVALID_SESSION', 'The launch token is missing.');
        const started = await d.launch.start(b.token, platform).catch(() => fail('INVALID_SESSION', 'The launch token is invalid or expired.'));
        const balance = await d.gameWallet.balance(d.db, { playerId: started.session.player_id, currency: started.session.currency });
        return ok(balance, started.session.currency, {
          session: started.token,
          player_id: String(started.session.player_id),
          username: started.session.username,
        });
      }

      if (typeof b.session !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(b.session)) fail('INVALID_SESSION', 'The session is missing.');
      // Bets need a live session; wins and rollbacks may come after it ended.
      const live = await d.launch.authenticate(b.session);
      const s = live ?? (b.action === 'win' || b.action === 'rollback' ? await repo.sessionAnyState(d.db, sha256(b.session)) : undefined);
      if (!s || s.platform !== platform) fail('INVALID_SESSION', 'The session is invalid or expired.');
      if (b.currency !== undefined && b.currency !== s.currency) fail('BAD_REQUEST', 'Wrong currency.');
      if (b.game_code !== undefined && String(b.game_code) !== s.game_code) fail('GAME_NOT_FOUND', 'This session is for another game.');
      const party = partyOfSession(s);

      switch (b.action) {
        case 'balance':
          return ok(await d.gameWallet.balance(d.db, party), s.currency);
        case 'bet': {
          const txRef = ref(b.tx_id, 'tx_id');
          const roundRef = ref(b.round_id, 'round_id');
          const amount = money(b.amount);
          if (amount === 0n) fail('BAD_REQUEST', 'Amount must be positive.');
          const r = await d.wallet.inTransaction((tx, changed) => d.gameWallet.bet(tx, party, { txRef, roundRef, amount }, changed));
          return ok(r.balance, s.currency, { tx_id: txRef });
        }
        case 'win': {
          const txRef = ref(b.tx_id, 'tx_id');
          const roundRef = ref(b.round_id, 'round_id');
          const amount = money(b.amount);
          const r = await d.wallet.inTransaction((tx, changed) => d.gameWallet.win(tx, party, { txRef, roundRef, amount, closeRound: b.round_closed !== false }, changed));
          return ok(r.balance, s.currency, { tx_id: txRef });
        }
        case 'rollback': {
          const txRef = ref(b.tx_id, 'tx_id');
          const referenceTxRef = ref(b.reference_tx_id, 'reference_tx_id');
          // A refused rollback still records what it learnt (see GameWalletService.rollback): commit, then refuse.
          const r = await d.wallet.inTransaction(async (tx, changed) => {
            try {
              return { ok: await d.gameWallet.rollback(tx, party, { txRef, referenceTxRef }, changed) };
            } catch (e) {
              if (e instanceof GameWalletError && e.walletCode === 'TX_NOT_FOUND') return { refused: e };
              throw e;
            }
          });
          if ('refused' in r) throw r.refused;
          return ok(r.ok.balance, s.currency, { tx_id: txRef });
        }
        default:
          return fail('BAD_REQUEST', 'Unknown action.');
      }
    });
  });
}

function ok(balance: Poisha, currency: string, extra: Partial<ProviderWalletOk> = {}): ProviderWalletOk {
  return { status: 'OK', balance: toWire(balance), currency, ...extra };
}
