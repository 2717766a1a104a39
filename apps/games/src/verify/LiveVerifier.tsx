import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { useVerifyLiveQuery } from '@khela/api/games';
import { crashFollows, LIVE_GAMES, liveRules, liveSeeds, localDigits, type LiveDeal, type LiveGame } from '@khela/domain';
import { Mono, Muted, Para, PlainInput } from '../shell';
import { Die, PlayingCard } from '../games/live/Cards';
import { useLabels } from '../games/live/labels';
import { canonical } from './compute';
import { RoundLoader, useRoundId } from './RoundLoader';
import { Card, Check, Fields, Summary } from './styles';

/** The deal a live round's seed gives, or null when the seed is empty or the game's rules are not in this build. */
export function recomputeLive(game: string, seed: string): LiveDeal | null {
  const rules = liveRules(game);
  if (!rules || !seed) return null;
  return rules.deal(liveSeeds(seed));
}

const Steps = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 8px 0;
`;
const Step = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  font-size: 11px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Returns = styled.ul`
  list-style: none;
  margin: 8px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  li { display: contents; }
  b { text-align: right; }
`;

function DealShown({ game, deal }: { game: LiveGame; deal: LiveDeal }) {
  const { t } = useTranslation('games');
  const labels = useLabels(game);
  return (
    <>
      <Steps data-testid="verify-live-deal">
        {deal.steps.map((s, i) => (
          <Step key={i}>
            {s.card !== undefined ? <PlayingCard card={s.card} up size={44} /> : <Die value={s.die ?? null} size={40} />}
            <span>{labels.place(s.to)}</span>
          </Step>
        ))}
      </Steps>
      <Summary data-testid="verify-live-result">{t('live.verify.result', { result: labels.win(deal.code) })}</Summary>
      <Muted>{t('live.verify.returns')}</Muted>
      <Returns>
        {Object.entries(deal.returns).map(([spot, r]) => (
          <li key={spot}>
            <span>{labels.spot(spot)}</span>
            <b>{localDigits(String(r))}</b>
          </li>
        ))}
      </Returns>
    </>
  );
}

/**
 * Verifies a live table round (`/play/verify?live=<round id>`): the revealed seed's SHA-256 is the seed of the round
 * before in the table's chain, and the game's rules deal from the seed exactly the cards the server recorded.
 */
export function LiveVerifier({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation('games');
  const round = useRoundId(query, 'live');
  const [seed, setSeed] = useState('');
  const [previous, setPrevious] = useState('');
  const q = useVerifyLiveQuery(round.id, { skip: !round.id });
  const d = q.data;

  useEffect(() => {
    if (!d) return;
    setSeed(d.seed);
    setPrevious(d.previous_seed);
  }, [d]);

  const game = d && (LIVE_GAMES as readonly string[]).includes(d.game) ? d.game : null;
  const s = seed.trim();
  const computed = game ? recomputeLive(game, s) : null;
  const dealOk = d && computed ? canonical(computed) === canonical(d.deal) : null;
  const p = previous.trim().toLowerCase();
  const chainOk = s && /^[0-9a-f]{64}$/.test(p) ? crashFollows(p, s) : null;

  return (
    <>
      <RoundLoader title={t('live.verify.load')} testId="verify-live-id" round={round} loading={q.isFetching} error={q.isError ? q.error : null} />
      <Card>
        <h2>{t('live.verify.seed')}</h2>
        <Fields>
          <label className="wide">
            {t('live.verify.seed')}
            <PlainInput value={seed} onChange={(e) => setSeed(e.target.value)} autoComplete="off" data-testid="verify-live-seed" />
          </label>
          <label className="wide">
            {t('live.verify.previous')}
            <PlainInput value={previous} onChange={(e) => setPrevious(e.target.value)} autoComplete="off" />
          </label>
        </Fields>
      </Card>
      <Card data-testid="verify-live">
        <h2>{d ? `${t(`live.${d.game}.name`)} · ${t('verify.result')}` : t('verify.result')}</h2>
        {d && !game && <Check $ok={false}>{t('live.verify.unknownGame')}</Check>}
        {d?.phase === 'voided' && <Muted>{t('live.verify.voided')}</Muted>}
        {game && computed ? <DealShown game={game} deal={computed} /> : <Muted>{t('live.verify.enterSeed')}</Muted>}
        {chainOk !== null && (
          <Check $ok={chainOk} data-testid="verify-live-chain" data-ok={chainOk}>
            <b>{chainOk ? '✓' : '✗'}</b>
            {chainOk ? t('live.verify.chainOk') : t('live.verify.chainBad')}
          </Check>
        )}
        {dealOk !== null && (
          <Check $ok={dealOk} data-testid="verify-live-match" data-ok={dealOk}>
            <b>{dealOk ? '✓' : '✗'}</b>
            {dealOk ? t('live.verify.dealOk') : t('live.verify.dealBad')}
          </Check>
        )}
        {d && (
          <>
            <Muted>{t('verify.anchor')}</Muted>
            <Mono>{d.chain_anchor}</Mono>
          </>
        )}
      </Card>
      <Card>
        <h2>{t('verify.howTitle')}</h2>
        <Para>{t('live.verify.how')}</Para>
        <Mono>deal = rules(game).deal(HMAC-SHA256(seed, "live:0:" + round)) · SHA-256(seed) === previous seed</Mono>
      </Card>
    </>
  );
}
