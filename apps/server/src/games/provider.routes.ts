import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import { MESSAGES, MoneyError, parseMoney, toWire, type Poisha, type ProviderWalletError, type ProviderWalletOk } from '@khela/domain';
import { sha256 } from '../shared/crypto';
import type { Db } from '../db/database';
import { signatureValid } from '../payments/payments.routes';
import { refuseControlCharacters } from '../shared/input';
import { typed } from '../shared/route-schema';
import { AppError, GameWalletError, useErrorShape } from '../shared/errors';
import { partyOfSession, type GameWalletService } from './game-wallet.service';
import {
  ProviderParams,
  ProviderWalletCall,
  ProviderWalletError as ProviderWalletErrorSchema,
  ProviderWalletFields,
  ProviderWalletHeaders,
  ProviderWalletOk as ProviderWalletOkSchema,
} from './games.schemas';
import type { LaunchService } from './launch.service';

const REF = /^[A-Za-z0-9_.:-]{1,100}$/;

function fail(code: ProviderWalletError['code'], message: string, balance?: Poisha): never {
  throw new GameWalletError(code, message, balance);
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
 * The parsed body checked against ProviderWalletFields, as every route's body is against its schema (which this
 * route cannot use: it needs the raw bytes for the signature): an object, only known fields, each of its type;
 * `null` is absent and a number where text or a number is allowed becomes text. Refusals: 400 with the fields.
 */
function readCall(parsed: unknown): ProviderWalletFields {
  // The input guard saw only bytes: the same check on what was parsed.
  refuseControlCharacters(parsed);
  if (!Value.Check(ProviderWalletFields, parsed)) {
    const byField: Record<string, string[]> = {};
    for (const e of Value.Errors(ProviderWalletFields, parsed)) {
      if (e.keyword === 'additionalProperties') {
        for (const name of (e.params as { additionalProperties?: string[] }).additionalProperties ?? []) byField[name] = [MESSAGES.unknownField];
        continue;
      }
      const field = e.instancePath.split('/')[1];
      if (field === undefined || field === '') throw AppError.badRequest();
      if (e.keyword === 'boolean' && e.schemaPath === '#/additionalProperties') continue; // the unknown field itself
      byField[field.replace(/~1/g, '/').replace(/~0/g, '~')] ??= [MESSAGES.wrongType];
    }
    throw Object.keys(byField).length > 0 ? new AppError('bad_request', MESSAGES.badRequest, byField) : AppError.badRequest();
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(parsed)) if (v !== null) out[k] = typeof v === 'number' ? String(v) : v;
  return out as ProviderWalletFields;
}

/**
 * The seamless wallet for external providers and aggregators: POST /api/provider/{platform}/wallet, the body signed
 * with the provider's secret (header X-Signature: hex HMAC-SHA256 of the exact body). Actions: authenticate (trade
 * the launch token for a session), balance, bet, win, rollback — the same GameWalletService our own games call
 * in-process. Wins and rollbacks are accepted after the game session expired (a provider settles late rounds);
 * bets need a live session. Rollbacks: only of a transaction whose round is still open (a settled round answers
 * ROUND_CLOSED); one that arrives before its transaction is refused with TX_NOT_FOUND and that transaction is then
 * refused too; a second rollback of the same transaction answers OK and moves nothing.
 *
 * The body stays raw bytes (the signature is over them), so Fastify validates nothing here: the route's body schema
 * (ProviderWalletCall, one shape per action) describes the calls in /api/docs, and the handler checks the parsed body
 * itself (readCall) after the signature, answering in the wallet's codes.
 */
export async function registerProviderWalletRoutes(
  app: FastifyInstance,
  d: { db: Db; gameWallet: GameWalletService; launch: LaunchService },
): Promise<void> {
  await app.register(async (plain) => {
    plain.removeContentTypeParser('application/json');
    plain.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    useErrorShape(plain, 'provider-wallet');
    const scope = typed(plain);

    scope.post(
      '/api/provider/:platform/wallet',
      {
        schema: {
          summary: 'the seamless wallet: authenticate, balance, bet, win, rollback (signed)',
          headers: ProviderWalletHeaders,
          params: ProviderParams,
          body: ProviderWalletCall,
          response: { 200: ProviderWalletOkSchema, '4xx': ProviderWalletErrorSchema },
        },
        // Documentation only: the body is raw bytes until the signature is checked (readCall checks it then).
        validatorCompiler: () => () => true,
      },
      async (req) => {
        const platform = req.params.platform.toUpperCase();
        const provider = /^[A-Z0-9_]{2,20}$/.test(platform) ? await d.launch.providerByPlatform(platform) : undefined;
        const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (!provider || provider.kind !== 'external' || !provider.wallet_secret || !signatureValid(provider.wallet_secret, raw, req.headers['x-signature'])) {
          fail('INVALID_SIGNATURE', 'The signature is missing or wrong.');
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw.toString('utf8'));
        } catch {
          fail('BAD_REQUEST', 'The body is not JSON.');
        }
        const b = readCall(parsed);

        if (b.action === 'authenticate') {
          if (b.token === undefined) fail('INVALID_SESSION', 'The launch token is missing.');
          const started = await d.launch.start(b.token, platform).catch(() => fail('INVALID_SESSION', 'The launch token is invalid or expired.'));
          const balance = await d.gameWallet.balance(d.db, { playerId: started.session.player_id, currency: started.session.currency });
          return ok(balance, started.session.currency, {
            session: started.token,
            player_id: String(started.session.player_id),
            username: started.session.username,
          });
        }

        if (b.session === undefined || !/^[A-Za-z0-9_-]{20,100}$/.test(b.session)) fail('INVALID_SESSION', 'The session is missing.');
        // Bets need a live session; wins and rollbacks may come after it ended.
        const live = await d.launch.authenticate(b.session);
        const s = live ?? (b.action === 'win' || b.action === 'rollback' ? await d.launch.sessionAnyState(sha256(b.session)) : undefined);
        if (!s || s.platform !== platform) fail('INVALID_SESSION', 'The session is invalid or expired.');
        if (b.currency !== undefined && b.currency !== s.currency) fail('BAD_REQUEST', 'Wrong currency.');
        if (b.game_code !== undefined && b.game_code !== s.game_code) fail('GAME_NOT_FOUND', 'This session is for another game.');
        const party = partyOfSession(s);

        switch (b.action) {
          case 'balance':
            return ok(await d.gameWallet.balance(d.db, party), s.currency);
          case 'bet': {
            const txRef = ref(b.tx_id, 'tx_id');
            const roundRef = ref(b.round_id, 'round_id');
            const amount = money(b.amount);
            if (amount === 0n) fail('BAD_REQUEST', 'Amount must be positive.');
            const r = await d.gameWallet.inTransaction((tx) => d.gameWallet.bet(tx, party, { txRef, roundRef, amount }));
            return ok(r.balance, s.currency, { tx_id: txRef });
          }
          case 'win': {
            const txRef = ref(b.tx_id, 'tx_id');
            const roundRef = ref(b.round_id, 'round_id');
            const amount = money(b.amount);
            const r = await d.gameWallet.inTransaction((tx) => d.gameWallet.win(tx, party, { txRef, roundRef, amount, closeRound: b.round_closed !== false }));
            return ok(r.balance, s.currency, { tx_id: txRef });
          }
          case 'rollback': {
            const txRef = ref(b.tx_id, 'tx_id');
            const referenceTxRef = ref(b.reference_tx_id, 'reference_tx_id');
            // A refused rollback still records what it learnt (see GameWalletService.rollback): commit, then refuse.
            const r = await d.gameWallet.inTransaction(async (tx) => {
              try {
                return { ok: await d.gameWallet.rollback(tx, party, { txRef, referenceTxRef }) };
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
      },
    );
  });
}

function ok(balance: Poisha, currency: string, extra: Partial<ProviderWalletOk> = {}): ProviderWalletOk {
  return { status: 'OK', balance: toWire(balance), currency, ...extra };
}
