import { useEffect, useMemo, useState } from 'react';
import { useMessage, useTranslation } from '@khela/i18n';
import { toApiError, useVerifyRoundQuery } from '@khela/api/games';
import { Button } from '@khela/ui';
import { GAME_MESSAGES, PLINKO_ROWS, sha256Hex } from '@khela/domain';
import { Mono, Muted, Para, PlainInput, SheetHeading } from '../shell';
import { canonical, DEFAULT_PARAMS, recompute, VERIFIABLE, type VerifiableGame } from './compute';
import { describe, MinesBoard, type Translate } from './describe';
import { Card, Check, Fields, Pair, Summary } from './styles';

type Form = { game: VerifiableGame; serverSeed: string; clientSeed: string; nonce: string; hash: string; params: unknown; amount: string | null };

function initialForm(q: URLSearchParams): Form {
  const g = q.get('game');
  const game = (VERIFIABLE as readonly string[]).includes(g ?? '') ? (g as VerifiableGame) : 'dice';
  return {
    game,
    serverSeed: q.get('server_seed') ?? '',
    clientSeed: q.get('client_seed') ?? '',
    nonce: q.get('nonce') ?? '0',
    hash: q.get('server_seed_hash') ?? '',
    params: DEFAULT_PARAMS[game],
    amount: null,
  };
}

/** Verifies a bet of the seeded games: recompute from seeds in the browser and compare with the recorded round. */
export function BetVerifier({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation('games');
  const tr = t as unknown as Translate;
  const msg = useMessage();
  const [form, setForm] = useState<Form>(() => initialForm(query));
  const [roundText, setRoundText] = useState(query.get('round') ?? '');
  const [roundId, setRoundId] = useState(query.get('round') ?? '');
  const round = useVerifyRoundQuery(roundId, { skip: !roundId });
  const rv = round.data;

  // a loaded round fills the form
  useEffect(() => {
    if (!rv || rv.game === 'crash') return;
    setForm({
      game: rv.game as VerifiableGame,
      serverSeed: rv.fair?.server_seed ?? '',
      clientSeed: rv.fair?.client_seed ?? '',
      nonce: String(rv.fair?.nonce ?? 0),
      hash: rv.fair?.server_seed_hash ?? '',
      params: rv.params,
      amount: rv.amount,
    });
  }, [rv]);

  const nonce = Number(form.nonce);
  const ready = form.serverSeed.trim() !== '' && form.clientSeed.trim() !== '' && Number.isInteger(nonce) && nonce >= 0;
  const result = useMemo(
    () => (ready ? recompute(form.game, { serverSeed: form.serverSeed.trim(), clientSeed: form.clientSeed.trim(), nonce }, form.params, form.amount) : null),
    [ready, form, nonce],
  );
  const hashOk = form.serverSeed && form.hash ? sha256Hex(form.serverSeed.trim()) === form.hash.trim().toLowerCase() : null;

  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const setParam = (patch: Record<string, unknown>) => setForm((f) => ({ ...f, params: { ...(f.params as object), ...patch } }));
  const p = (form.params ?? {}) as Record<string, unknown>;

  let recordedMatch: boolean | null = null;
  if (rv && result?.ok && rv.status !== 'open' && rv.status !== 'refunded') {
    if (result.game === 'mines') {
      const rec = (rv.outcome as { mines?: number[] | null } | null)?.mines;
      recordedMatch = rec ? canonical([...rec].sort((a, b) => a - b)) === canonical(result.mines) : null;
    } else {
      recordedMatch = canonical(result.outcome) === canonical(rv.outcome) && (result.payout === null || result.payout === rv.payout);
    }
  }

  return (
    <>
      <Card>
        <h2>{t('verify.loadRound')}</h2>
        <form
          style={{ display: 'flex', gap: 8 }}
          onSubmit={(e) => {
            e.preventDefault();
            setRoundId(roundText.trim());
          }}
        >
          <PlainInput value={roundText} onChange={(e) => setRoundText(e.target.value)} placeholder={t('verify.roundId')} autoComplete="off" spellCheck={false} data-testid="verify-round-id" />
          <Button type="submit" variant="secondary" loading={round.isFetching}>
            {t('verify.load')}
          </Button>
        </form>
        {round.isError && <Check $ok={false}>{msg(toApiError(round.error).message ?? GAME_MESSAGES.roundNotFound)}</Check>}
        {rv && !rv.fair?.server_seed && <Check $ok={null}>{t('verify.notRevealed')}</Check>}
      </Card>

      <Card>
        <h2>{t('verify.seeds')}</h2>
        <Fields>
          <label className="wide">
            {t('verify.game')}
            <select value={form.game} onChange={(e) => set({ game: e.target.value as VerifiableGame, params: DEFAULT_PARAMS[e.target.value as VerifiableGame], amount: null })} data-testid="verify-game">
              {VERIFIABLE.map((g) => (
                <option key={g} value={g}>
                  {t(`verify.games.${g}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="wide">
            {t('verify.serverSeed')}
            <PlainInput value={form.serverSeed} onChange={(e) => set({ serverSeed: e.target.value })} data-testid="verify-server-seed" autoComplete="off" />
          </label>
          <label className="wide">
            {t('verify.serverHash')}
            <PlainInput value={form.hash} onChange={(e) => set({ hash: e.target.value })} autoComplete="off" data-testid="verify-server-hash" />
          </label>
          <label>
            {t('verify.clientSeed')}
            <PlainInput value={form.clientSeed} onChange={(e) => set({ clientSeed: e.target.value })} data-testid="verify-client-seed" autoComplete="off" />
          </label>
          <label>
            {t('verify.nonce')}
            <PlainInput value={form.nonce} inputMode="numeric" onChange={(e) => /^\d{0,12}$/.test(e.target.value) && set({ nonce: e.target.value })} data-testid="verify-nonce" />
          </label>
          {form.game === 'dice' && (
            <>
              <label>
                {t('verify.target')}
                <PlainInput type="number" step="0.01" value={String(p.target ?? '')} onChange={(e) => setParam({ target: Number(e.target.value) })} />
              </label>
              <label>
                {t('verify.direction')}
                <select value={String(p.direction)} onChange={(e) => setParam({ direction: e.target.value })}>
                  <option value="under">{t('dice.under')}</option>
                  <option value="over">{t('dice.over')}</option>
                </select>
              </label>
            </>
          )}
          {form.game === 'limbo' && (
            <label>
              {t('verify.targetMultiplier')}
              <PlainInput type="number" step="0.01" value={String(p.target ?? '')} onChange={(e) => setParam({ target: Number(e.target.value) })} />
            </label>
          )}
          {form.game === 'plinko' && (
            <>
              <label>
                {t('verify.rows')}
                <select value={String(p.rows)} onChange={(e) => setParam({ rows: Number(e.target.value) })}>
                  {PLINKO_ROWS.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('verify.risk')}
                <select value={String(p.risk)} onChange={(e) => setParam({ risk: e.target.value })}>
                  {(['low', 'medium', 'high'] as const).map((r) => (
                    <option key={r} value={r}>
                      {t(`verify.riskLevel.${r}`)}
                    </option>
                  ))}
                </select>
              </label>
            </>
          )}
          {form.game === 'keno' && (
            <label className="wide">
              {t('verify.picks')}
              <PlainInput
                defaultValue={Array.isArray(p.picks) ? (p.picks as number[]).join(', ') : ''}
                key={canonical(p.picks)}
                onBlur={(e) => setParam({ picks: e.target.value.split(/[\s,]+/).filter(Boolean).map(Number) })}
              />
            </label>
          )}
          {form.game === 'mines' && (
            <label>
              {t('verify.mines')}
              <PlainInput type="number" min={1} max={24} value={String(p.mines ?? '')} onChange={(e) => setParam({ mines: Number(e.target.value) })} />
            </label>
          )}
          {form.game === 'roulette' && (
            <label className="wide">
              {t('verify.chips')}
              <textarea
                defaultValue={JSON.stringify(p.bets ?? [])}
                key={canonical(p.bets)}
                onBlur={(e) => {
                  try {
                    setParam({ bets: JSON.parse(e.target.value) as unknown });
                  } catch {
                    setParam({ bets: null });
                  }
                }}
              />
            </label>
          )}
        </Fields>
        {hashOk !== null && (
          <Check $ok={hashOk} data-testid="verify-hash-check">
            <b>{hashOk ? '✓' : '✗'}</b>
            {hashOk ? t('verify.hashOk') : t('verify.hashBad')}
          </Check>
        )}
      </Card>

      <Card data-testid="verify-result">
        <h2>{t('verify.result')}</h2>
        {!result ? (
          <Muted>{t('verify.enterSeeds')}</Muted>
        ) : !result.ok ? (
          <Check $ok={false}>{msg(result.message)}</Check>
        ) : (
          <>
            <Pair>
              <div>
                <h3>{t('verify.recomputed')}</h3>
                {result.game === 'mines' ? (
                  <MinesBoard mines={result.mines} />
                ) : (
                  <Summary>
                    {describe(result.game, result.outcome, tr)}
                    {result.payout !== null && (
                      <div>
                        {t('verify.payout')}: <b>{result.payout}</b>
                      </div>
                    )}
                  </Summary>
                )}
              </div>
              {rv && (
                <div>
                  <h3>{t('verify.recorded')}</h3>
                  {rv.game === 'mines' ? (
                    (rv.outcome as { mines?: number[] | null })?.mines ? (
                      <MinesBoard mines={(rv.outcome as { mines: number[] }).mines} />
                    ) : (
                      <Muted>{t('verify.minesHidden')}</Muted>
                    )
                  ) : (
                    <Summary>
                      {describe(rv.game, rv.outcome, tr)}
                      <div>
                        {t('verify.payout')}: <b>{rv.payout}</b>
                      </div>
                    </Summary>
                  )}
                </div>
              )}
            </Pair>
            {recordedMatch !== null && (
              <Check $ok={recordedMatch} data-testid="verify-match">
                <b>{recordedMatch ? '✓' : '✗'}</b>
                {recordedMatch ? t('verify.match') : t('verify.mismatch')}
              </Check>
            )}
            {result.game !== 'mines' && (
              <details style={{ marginTop: 10 }}>
                <summary style={{ cursor: 'pointer', fontSize: 13 }}>{t('verify.raw')}</summary>
                <Mono>{JSON.stringify(result.outcome)}</Mono>
              </details>
            )}
          </>
        )}
      </Card>

      <Card>
        <h2>{t('verify.howTitle')}</h2>
        <Para>{t('verify.howCommon')}</Para>
        <Mono>f = (b₀ + b₁/256 + b₂/256² + b₃/256³) / 256 · bytes = HMAC-SHA256(server seed, &quot;client seed:nonce:round&quot;)</Mono>
        <SheetHeading>{t(`verify.games.${form.game}`)}</SheetHeading>
        <Para>{t(`verify.formula.${form.game}`)}</Para>
      </Card>
    </>
  );
}
