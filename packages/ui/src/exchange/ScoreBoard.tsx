import { memo } from 'react';
import styled, { css } from 'styled-components';
import type { ExchangeSport } from '@khela/domain';
import { useTranslation } from '@khela/i18n';

export type ScoreBoardProps = {
  sport: ExchangeSport;
  /** "Home v Away" (the runners' names, first runner first). */
  eventName: string;
  /** The feed's score JSON (shapes in packages/domain/src/exchange/wire.ts `ExchangeScoreBoard.score`); null: none yet. */
  score: unknown;
  /** The one-line score, shown when the JSON cannot be read. */
  scoreText?: string;
  inPlay?: boolean;
  /** Shown before the start ("Starts at 14:30"), already in Dhaka time. */
  startText?: string;
  /** Legal balls in an innings (T20: 120), for "need N from M balls". */
  ballsPerInnings?: number;
  testId?: string;
  className?: string;
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const pair = (v: unknown): [number, number] | null =>
  Array.isArray(v) && v.length === 2 && num(v[0]) !== null && num(v[1]) !== null ? [v[0] as number, v[1] as number] : null;

/** Splits "Bangladesh v India" into the two sides (falls back to the whole name and an empty second). */
export function sidesOf(eventName: string): [string, string] {
  const m = /^(.*?)\s+(?:v|vs\.?|v\.)\s+(.*)$/i.exec(eventName);
  return m ? [m[1]!.trim(), m[2]!.trim()] : [eventName, ''];
}

const Root = styled.section`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: radial-gradient(120% 140% at 0% 0%, #1c3a6b 0%, #101b33 55%, #0d1528 100%);
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-variant-numeric: tabular-nums;
`;

const Line = styled.div<{ $dim?: boolean }>`
  display: flex;
  align-items: baseline;
  gap: 8px;
  min-width: 0;
  line-height: 1.35;
  ${({ $dim, theme }) => $dim && css`color: ${theme.colors.textMuted}; font-size: 13px;`}
`;

const Team = styled.span<{ $strong?: boolean }>`
  flex: 1;
  min-width: 0;
  font-size: 14px;
  font-weight: ${({ $strong }) => ($strong ? 800 : 600)};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Big = styled.span`
  font-size: 18px;
  font-weight: 800;
`;

const Small = styled.span`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Note = styled.div`
  margin-top: 4px;
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.gold};
`;

const Balls = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  margin-top: 6px;
  font-size: 11px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Ball = styled.span<{ $kind: 'four' | 'six' | 'wicket' | 'extra' | 'plain' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 4px;
  border-radius: 11px;
  font-size: 11px;
  font-weight: 800;
  color: #fff;
  background: ${({ $kind }) =>
    $kind === 'four' ? '#1c74c4' : $kind === 'six' ? '#7c3aed' : $kind === 'wicket' ? '#d1334d' : $kind === 'extra' ? '#8a6d1c' : '#33415f'};
`;

const Dot = styled.span`
  flex: none;
  width: 7px;
  height: 7px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.gold};
  display: inline-block;
`;

const Minute = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  background: rgba(34, 197, 94, 0.16);
  color: ${({ theme }) => theme.colors.success};
  font-size: 12px;
  font-weight: 800;
`;

const SoccerRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: 10px;
  text-align: center;
`;

const Goals = styled.div`
  font-size: 22px;
  font-weight: 800;
  letter-spacing: 0.04em;
`;

const Tennis = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th { font-size: 10px; font-weight: 700; color: ${({ theme }) => theme.colors.textMuted}; text-align: center; padding: 0 4px 2px; }
  td { text-align: center; padding: 2px 4px; font-weight: 700; }
  td:first-child, th:first-child { text-align: left; padding-left: 0; width: 100%; }
  td.pts { color: ${({ theme }) => theme.colors.gold}; }
`;

function ballKind(b: string): 'four' | 'six' | 'wicket' | 'extra' | 'plain' {
  if (b === '4') return 'four';
  if (b === '6') return 'six';
  if (/^w$/i.test(b) || /wkt|out/i.test(b)) return 'wicket';
  if (/^(wd|nb|lb|b)\d*$/i.test(b)) return 'extra';
  return 'plain';
}

function Cricket({ s, sides, ballsPerInnings, testId }: { s: Obj; sides: [string, string]; ballsPerInnings: number; testId?: string }) {
  const { t } = useTranslation('exchange');
  const batting = num(s.batting) === 1 ? 1 : 0;
  const runs = num(s.runs) ?? 0;
  const wickets = num(s.wickets) ?? 0;
  const overs = str(s.overs) ?? '0';
  const target = num(s.target);
  const balls = num(s.balls) ?? 0;
  const first = isObj(s.first) ? s.first : null;
  const recent = Array.isArray(s.recent) ? s.recent.map((x) => String(x)).slice(-6) : [];
  const other = (1 - batting) as 0 | 1;
  return (
    <>
      <Line>
        <Dot aria-hidden />
        <Team $strong>{sides[batting] || t('score.batting')}</Team>
        <Big data-testid={testId ? `${testId}-runs` : undefined}>
          {runs}/{wickets}
        </Big>
        <Small>{t('score.overs', { overs })}</Small>
      </Line>
      <Line $dim>
        <span style={{ width: 7 }} />
        <Team>{sides[other]}</Team>
        {first && (
          <Small>
            {num(first.runs) ?? 0}/{num(first.wickets) ?? 0} ({t('score.overs', { overs: str(first.overs) ?? '' })})
          </Small>
        )}
      </Line>
      {target !== null && (
        <Note>
          {t('score.target', { runs: target })}
          {' · '}
          {t('score.need', { runs: Math.max(0, target - runs), balls: Math.max(0, ballsPerInnings - balls) })}
        </Note>
      )}
      {recent.length > 0 && (
        <Balls aria-label={t('score.recent')}>
          <span>{t('score.recent')}</span>
          {recent.map((b, i) => (
            <Ball key={i} $kind={ballKind(b)}>
              {b}
            </Ball>
          ))}
        </Balls>
      )}
    </>
  );
}

function Soccer({ s, sides }: { s: Obj; sides: [string, string] }) {
  const { t } = useTranslation('exchange');
  const goals = pair(s.goals) ?? [0, 0];
  const minute = num(s.minute);
  const stoppage = num(s.stoppage);
  const recent = Array.isArray(s.recent) ? s.recent.map((x) => String(x)).slice(-2) : [];
  return (
    <>
      <SoccerRow>
        <Team $strong style={{ textAlign: 'right' }}>
          {sides[0]}
        </Team>
        <div>
          <Goals>
            {goals[0]} – {goals[1]}
          </Goals>
          {minute !== null && (
            <Minute>
              {t('score.minute', { minute })}
              {stoppage ? ` ${t('score.stoppage', { n: stoppage })}` : ''}
            </Minute>
          )}
        </div>
        <Team $strong style={{ textAlign: 'left' }}>
          {sides[1]}
        </Team>
      </SoccerRow>
      {recent.length > 0 && (
        <Balls style={{ justifyContent: 'center' }}>
          {recent.map((r, i) => (
            <span key={i}>{r}</span>
          ))}
        </Balls>
      )}
    </>
  );
}

function TennisBoard({ s, sides }: { s: Obj; sides: [string, string] }) {
  const { t } = useTranslation('exchange');
  const sets = Array.isArray(s.sets) ? s.sets.map(pair).filter((x): x is [number, number] => x !== null) : [];
  const games = pair(s.games) ?? [0, 0];
  const points = Array.isArray(s.points) ? s.points.map((x) => String(x)) : [];
  const server = num(s.server);
  return (
    <Tennis>
      <thead>
        <tr>
          <th>{s.tiebreak ? t('score.tiebreak') : ''}</th>
          {sets.map((_, i) => (
            <th key={i}>{t('score.setN', { n: i + 1 })}</th>
          ))}
          <th>{t('score.games')}</th>
          <th>{t('score.points')}</th>
        </tr>
      </thead>
      <tbody>
        {[0, 1].map((p) => (
          <tr key={p}>
            <td>
              <Line>
                {server === p ? <Dot title={t('score.serving')} aria-label={t('score.serving')} /> : <span style={{ width: 7 }} />}
                <Team $strong={server === p}>{sides[p]}</Team>
              </Line>
            </td>
            {sets.map((set, i) => (
              <td key={i} style={{ opacity: 0.75 }}>
                {set[p]}
              </td>
            ))}
            <td>{games[p]}</td>
            <td className="pts">{points[p] ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </Tennis>
  );
}

/**
 * The live score, compact: cricket (batting side, runs/wickets, overs, the other side's innings, target and what is
 * needed, the last six balls), soccer (goals, minute, the latest events) and tennis (sets, games, points, server).
 * An unreadable score falls back to the one-line text.
 */
export const ScoreBoard = memo(function ScoreBoard({
  sport,
  eventName,
  score,
  scoreText,
  inPlay = true,
  startText,
  ballsPerInnings = 120,
  testId = 'score-board',
  className,
}: ScoreBoardProps) {
  const { t } = useTranslation('exchange');
  const sides = sidesOf(eventName);
  let body;
  if (isObj(score) && sport === 'cricket' && num(score.runs) !== null) body = <Cricket s={score} sides={sides} ballsPerInnings={ballsPerInnings} testId={testId} />;
  else if (isObj(score) && sport === 'soccer' && pair(score.goals)) body = <Soccer s={score} sides={sides} />;
  else if (isObj(score) && sport === 'tennis' && pair(score.games)) body = <TennisBoard s={score} sides={sides} />;
  else
    body = (
      <>
        <Line>
          <Team $strong>{eventName}</Team>
        </Line>
        <Line $dim>{!inPlay && startText ? startText : scoreText || t('score.noScore')}</Line>
      </>
    );
  return (
    <Root className={className} data-testid={testId} data-sport={sport} aria-live="off">
      {body}
    </Root>
  );
});
