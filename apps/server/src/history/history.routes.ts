import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AuthService } from '../auth/auth.service';
import type { ExchangeReads } from '../exchange/exchange.reads';
import type { BettingRecordsService } from '../games/betting-records.service';
import type { RecordsService } from '../payments/transaction-records.service';
import { me, requireAuth } from '../shared/http';
import { Type, query, typed } from '../shared/route-schema';
import { HistoryService, readPeriod } from './history.service';

const HistoryQuery = query(['from', 'to'], {
  from: 'first Dhaka day, YYYY-MM-DD (default: 29 days before `to`)',
  to: 'last Dhaka day, YYYY-MM-DD, inclusive (default: today); at most 366 days in all',
});

const HistoryCsv = {
  description:
    'UTF-8 CSV with a byte order mark, one line per wallet movement, round and exchange order or bet, oldest first; ' +
    'columns type, time (Dhaka, ISO 8601 +06:00), reference, description, amount, balance_after, status',
  content: { 'text/csv': { schema: Type.String() } },
};

/** The account history export: GET /api/account-history.csv (bearer token). */
export function registerHistoryRoutes(
  app: FastifyInstance,
  d: { auth: AuthService; rounds: BettingRecordsService; exchange: ExchangeReads; payments: RecordsService },
): void {
  const service = new HistoryService(d);
  typed(app).get(
    '/api/account-history.csv',
    {
      preValidation: requireAuth(d.auth),
      schema: { summary: 'the account history of a period as CSV (transactions, rounds, exchange orders)', security: [{ bearer: [] }], querystring: HistoryQuery, response: { 200: HistoryCsv } },
    },
    async (req, reply) => {
      const period = readPeriod(req.query);
      const { playerId } = me(req);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${service.fileName(period)}"`)
        .header('cache-control', 'no-store')
        // `as never`: the schema documents the body as text; a stream is sent as it comes, never serialized.
        .send(Readable.from(service.csv(playerId, period)) as never);
    },
  );
}
