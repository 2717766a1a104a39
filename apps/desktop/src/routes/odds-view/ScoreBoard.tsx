import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import type { ExchangeScoreBoard } from '@khela/domain';
import { Badge, LiveDot } from '../exchange/ui';

const Board = styled.div`
  display: flex;
  align-items: stretch;
  gap: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(ellipse 500px 140px at 50% -20%, rgba(18, 185, 129, 0.18), transparent 70%),
    linear-gradient(180deg, #14203a, ${({ theme }) => theme.colors.surface});
  overflow: hidden;
  min-height: 96px;
`;

const Side = styled.div<{ $on?: boolean }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 4px;
  padding: 14px 18px;
  &.right {
    text-align: right;
    align-items: flex-end;
  }
  .team {
    font-size: 14px;
    font-weight: 700;
    color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.textMuted)};
    display: flex;
    align-items: center;
    gap: 6px;
  }
  .big {
    font-size: 28px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
    line-height: 1.1;
    color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.textMuted)};
  }
  .sub {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Center = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  padding: 10px 18px;
  min-width: 200px;
  border-left: 1px solid rgba(255, 255, 255, 0.06);
  border-right: 1px solid rgba(255, 255, 255, 0.06);
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  strong {
    color: ${({ theme }) => theme.colors.gold};
    font-size: 13px;
  }
`;

const Balls = styled.div`
  display: flex;
  gap: 4px;
`;

const Ball = styled.span<{ $kind: string }>`
  min-width: 24px;
  height: 24px;
  padding: 0 4px;
  border-radius: 12px;
  display: grid;
  place-items: center;
  font-size: 11px;
  font-weight: 800;
  color: ${({ $kind }) => ($kind === 'W' ? '#fff' : $kind === '4' || $kind === '6' ? '#03150d' : '#eef2f9')};
  background: ${({ $kind }) => ($kind === 'W' ? '#e23b4e' : $kind === '6' ? '#f5c242' : $kind === '4' ? '#12b981' : 'rgba(255,255,255,0.1)')};
`;

const Sets = styled.table`
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  td,
  th {
    padding: 3px 8px;
    text-align: center;
    font-size: 13px;
  }
  th {
    font-size: 11px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  td.name {
    text-align: left;
    font-weight: 700;
    min-width: 140px;
  }
  td.pts {
    color: ${({ theme }) => theme.colors.gold};
    font-weight: 800;
  }
`;

type Cricket = { batting: 0 | 1; innings: number; runs: number; wickets: number; overs: string; balls: number; target: number | null; recent: string[]; first: { runs: number; wickets: number; overs: string } | null };
type Soccer = { minute: number; goals: [number, number]; recent: string[]; stoppage: number | null };
type Tennis = { sets: [number, number][]; games: [number, number]; points: [string, string]; server: 0 | 1; tiebreak: boolean };

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function CricketBoard({ s, teams, live }: { s: Cricket; teams: [string, string]; live: boolean }) {
  const { t } = useTranslation('exchange');
  const bat = s.batting;
  const other = bat === 0 ? 1 : 0;
  const need = s.target !== null ? s.target - s.runs : null;
  const ballsLeft = 120 - s.balls;
  return (
    <Board data-testid="scoreboard">
      <Side $on>
        <span className="team">
          {live && <LiveDot />}
          {teams[bat]} <Badge $tone="accent">{t('desktop.score.batting')}</Badge>
        </span>
        <span className="big">
          {s.runs}/{s.wickets}
        </span>
        <span className="sub">{t('desktop.score.overs', { overs: s.overs })}</span>
      </Side>
      <Center>
        {s.target !== null && need !== null && need > 0 ? (
          <strong>{t('score.need', { runs: need, balls: Math.max(0, ballsLeft) })}</strong>
        ) : (
          <strong>{t('desktop.score.innings', { n: s.innings })}</strong>
        )}
        {s.recent.length > 0 && (
          <>
            <span>{t('desktop.score.recent')}</span>
            <Balls>
              {s.recent.slice(-6).map((b, i) => (
                <Ball key={i} $kind={b}>
                  {b}
                </Ball>
              ))}
            </Balls>
          </>
        )}
      </Center>
      <Side className="right">
        <span className="team">{teams[other]}</span>
        {s.first ? (
          <>
            <span className="big">
              {s.first.runs}/{s.first.wickets}
            </span>
            <span className="sub">{t('desktop.score.overs', { overs: s.first.overs })}</span>
          </>
        ) : (
          <span className="sub">{t('desktop.score.yetToBat')}</span>
        )}
        {s.target !== null && <span className="sub">{t('score.target', { runs: s.target })}</span>}
      </Side>
    </Board>
  );
}

function SoccerBoard({ s, teams, live }: { s: Soccer; teams: [string, string]; live: boolean }) {
  return (
    <Board data-testid="scoreboard">
      <Side $on className="right">
        <span className="team">{teams[0]}</span>
      </Side>
      <Center>
        <span className="big" style={{ fontSize: 32, fontWeight: 800, color: '#eef2f9' }}>
          {s.goals[0]} – {s.goals[1]}
        </span>
        <Badge $tone={live ? 'live' : 'muted'}>
          {live && <LiveDot />}
          {s.minute}&apos;{s.stoppage ? ` +${s.stoppage}` : ''}
        </Badge>
      </Center>
      <Side $on>
        <span className="team">{teams[1]}</span>
      </Side>
    </Board>
  );
}

function TennisBoard({ s, teams }: { s: Tennis; teams: [string, string] }) {
  const { t } = useTranslation('exchange');
  return (
    <Board data-testid="scoreboard" style={{ justifyContent: 'center', padding: '10px 18px' }}>
      <Sets>
        <thead>
          <tr>
            <th />
            {s.sets.map((_, i) => (
              <th key={i}>{t('score.setN', { n: i + 1 })}</th>
            ))}
            <th>{t('score.games')}</th>
            <th>{t('score.points')}</th>
          </tr>
        </thead>
        <tbody>
          {[0, 1].map((p) => (
            <tr key={p}>
              <td className="name">
                {teams[p]} {s.server === p && <Badge $tone="gold">●</Badge>}
              </td>
              {s.sets.map((set, i) => (
                <td key={i}>{set[p]}</td>
              ))}
              <td>{s.games[p]}</td>
              <td className="pts">{s.points[p]}</td>
            </tr>
          ))}
        </tbody>
      </Sets>
      {s.tiebreak && <Badge $tone="gold">{t('score.tiebreak')}</Badge>}
    </Board>
  );
}

/** The live score of the event (cricket, soccer or tennis); a plain line when the feed sends another shape. */
export function ScoreBoard({ board, teams, startText }: { board: ExchangeScoreBoard | undefined; teams: [string, string]; startText: string }) {
  const { t } = useTranslation('exchange');
  const s = board?.score;
  const live = Boolean(board?.inplay);
  if (board && isObj(s)) {
    if (board.sport === 'cricket' && 'runs' in s && 'overs' in s) return <CricketBoard s={s as unknown as Cricket} teams={teams} live={live} />;
    if (board.sport === 'soccer' && 'goals' in s) return <SoccerBoard s={s as unknown as Soccer} teams={teams} live={live} />;
    if (board.sport === 'tennis' && 'sets' in s && 'points' in s) return <TennisBoard s={s as unknown as Tennis} teams={teams} />;
  }
  return (
    <Board data-testid="scoreboard">
      <Center style={{ flex: 1, border: 0 }}>
        <strong>{board?.score_text || (board?.status === 'upcoming' || !board ? startText : t('score.noScore'))}</strong>
      </Center>
    </Board>
  );
}
