import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { api } from '../api';
import { getApiBase, toApiError } from '../baseQuery';
import { selectSession } from '../session';
import type { RoundRecall } from '@khela/domain';

/**
 * Game recall (GLI-19 §4.14), an exchange bet's full life and the account history export (issue 14). Shapes: the
 * server's route schemas (apps/server/src/games/recall.schemas.ts, exchange/history.schemas.ts).
 */

/** GET /api/betting-record/rounds/{id}: one of the player's rounds with its outcome and, for our games, the proof. */
export type { RoundRecall };

export type BetLifeStepKind = 'placed' | 'matched' | 'cancelled' | 'lapsed' | 'settled';
export interface BetLifeStep {
  kind: BetLifeStepKind;
  at: string;
  /** Decimal odds (Fancy: the rate in percent). */
  price: number | null;
  size: string | null;
  /** The settlement's profit or loss. */
  amount: string | null;
}

/** GET /api/exchange/orders/{id}/history: the order, every fill, what was cancelled or lapsed, the settlement. */
export interface ExchangeBetLife {
  /** EX{order}, BM{bet}, FY{bet}: the record's transaction id. */
  id: string;
  kind: 'order' | 'bet';
  market_id: string;
  market_type: string;
  market_name: string;
  event_name: string;
  sport: string;
  selection_name: string;
  side: string;
  price: number;
  line: number | null;
  size: string;
  size_matched: string;
  size_cancelled: string;
  avg_price_matched: number | null;
  persistence: string | null;
  /** open | matched | cancelled | lapsed | won | lost | void */
  status: string;
  currency: string;
  steps: BetLifeStep[];
  settlement: {
    result: string;
    profit_loss: string;
    settled_at: string | null;
    market_profit_loss: string | null;
    commission: string;
    market_net: string | null;
  } | null;
}

export const historyApi = api.injectEndpoints({
  endpoints: (b) => ({
    getRoundRecall: b.query<RoundRecall, string>({ query: (id) => `/api/betting-record/rounds/${encodeURIComponent(id)}`, providesTags: ['BettingRecords'] }),
    getExchangeBetLife: b.query<ExchangeBetLife, string>({ query: (id) => `/api/exchange/orders/${encodeURIComponent(id)}/history`, providesTags: ['ExchangeHub'] }),
  }),
});

export const { useGetRoundRecallQuery, useGetExchangeBetLifeQuery } = historyApi;

/** The export's address for a period of Dhaka days (YYYY-MM-DD, inclusive). */
export function accountHistoryUrl(from: string, to: string): string {
  return `${getApiBase()}/api/account-history.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

export type HistoryDownloadState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; fileName: string }
  /** `message`: the server's (translate with the `messages` namespace), or null for a network failure. */
  | { state: 'failed'; message: string | null };

/** The file name the server gave (Content-Disposition), or ours. */
function fileNameOf(res: Response, from: string, to: string): string {
  const m = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return m?.[1] ?? `khela-history-${from}-${to}.csv`;
}

/**
 * Downloads the account history CSV with the player's bearer token (a plain link cannot carry it) and saves it
 * through an object URL. Refusals (a bad period) come back as the server's message.
 */
export function useAccountHistoryDownload(): { status: HistoryDownloadState; download(from: string, to: string): Promise<void> } {
  const { token } = useSelector(selectSession);
  const [status, setStatus] = useState<HistoryDownloadState>({ state: 'idle' });
  const download = useCallback(
    async (from: string, to: string) => {
      setStatus({ state: 'loading' });
      try {
        const res = await fetch(accountHistoryUrl(from, to), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
        if (!res.ok) {
          const body = (await res.json().catch(() => null)) as unknown;
          setStatus({ state: 'failed', message: toApiError({ status: res.status, data: body }).message });
          return;
        }
        const blob = await res.blob();
        const fileName = fileNameOf(res, from, to);
        const url = URL.createObjectURL(blob);
        const a = document.createElement('a');
        a.href = url;
        a.download = fileName;
        a.rel = 'noopener';
        document.body.appendChild(a);
        a.click();
        a.remove();
        window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
        setStatus({ state: 'done', fileName });
      } catch {
        setStatus({ state: 'failed', message: null });
      }
    },
    [token],
  );
  return { status, download };
}
