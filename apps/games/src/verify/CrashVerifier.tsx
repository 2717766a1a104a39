import { useEffect, useState } from 'react';
import { useTranslation } from '@khela/i18n';
import { useVerifyCrashQuery } from '@khela/api/games';
import { crashFollows, crashPoint } from '@khela/domain';
import { Mono, Muted, Para, PlainInput } from '../shell';
import { RoundLoader, useRoundId } from './RoundLoader';
import { Card, Check, Fields, Summary } from './styles';

/** Verifies a crash round: its point from hash and salt, and that its hash leads to the round before in the chain. */
export function CrashVerifier({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation('games');
  const round = useRoundId(query, 'crash');
  const [hash, setHash] = useState('');
  const [salt, setSalt] = useState('');
  const [previous, setPrevious] = useState('');
  const q = useVerifyCrashQuery(round.id, { skip: !round.id });
  const d = q.data;

  useEffect(() => {
    if (!d) return;
    setHash(d.hash);
    setSalt(d.salt);
    setPrevious(d.previous_hash);
  }, [d]);

  const h = hash.trim().toLowerCase();
  const point = /^[0-9a-f]{64}$/.test(h) && salt.trim() ? crashPoint(h, salt.trim()) : null;
  const pointOk = d && point !== null && h === d.hash ? point === d.crash_point : null;
  const follows = point !== null && /^[0-9a-f]{64}$/.test(previous.trim().toLowerCase()) ? crashFollows(previous.trim().toLowerCase(), h) : null;

  return (
    <>
      <RoundLoader title={t('verify.loadCrash')} testId="verify-crash-id" round={round} loading={q.isFetching} error={q.isError ? q.error : null} />
      <Card>
        <h2>{t('verify.crashInputs')}</h2>
        <Fields>
          <label className="wide">
            {t('verify.hash')}
            <PlainInput value={hash} onChange={(e) => setHash(e.target.value)} autoComplete="off" />
          </label>
          <label className="wide">
            {t('verify.salt')}
            <PlainInput value={salt} onChange={(e) => setSalt(e.target.value)} autoComplete="off" />
          </label>
          <label className="wide">
            {t('verify.previousHash')}
            <PlainInput value={previous} onChange={(e) => setPrevious(e.target.value)} autoComplete="off" />
          </label>
        </Fields>
      </Card>
      <Card data-testid="verify-crash-result">
        <h2>{t('verify.result')}</h2>
        {point === null ? (
          <Muted>{t('verify.enterHash')}</Muted>
        ) : (
          <Summary>
            {t('verify.crashPoint')}: <b>{point.toFixed(2)}×</b>
            {d && (
              <div>
                {t('verify.recorded')}: <b>{d.crash_point.toFixed(2)}×</b>
              </div>
            )}
          </Summary>
        )}
        {pointOk !== null && (
          <Check $ok={pointOk}>
            <b>{pointOk ? '✓' : '✗'}</b>
            {pointOk ? t('verify.crashMatch') : t('verify.mismatch')}
          </Check>
        )}
        {follows !== null && (
          <Check $ok={follows} data-testid="verify-chain">
            <b>{follows ? '✓' : '✗'}</b>
            {follows ? t('verify.chainOk') : t('verify.chainBad')}
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
        <Para>{t('verify.formula.crash')}</Para>
        <Mono>x = int(HMAC-SHA256(hash, salt)[0..13 hex]) / 2⁵² · crash = max(1, floor(99 / (1 − x)) / 100)</Mono>
        <Para>{t('verify.formula.chain')}</Para>
        <Mono>SHA-256(hash) === previous hash</Mono>
      </Card>
    </>
  );
}
