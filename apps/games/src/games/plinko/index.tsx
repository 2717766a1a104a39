import { useEffect, useRef, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { Button } from '@khela/ui';
import { PLINKO_ROWS, plinkoChances, plinkoTable, type OutcomeOf, type PlinkoParams, type PlinkoRisk, localDigits } from '@khela/domain';
import { BetAmount, GameLayout, HistoryStrip, newRequestId, WIDE_MEDIA } from '../../shell';
import { useOneShotGame } from '../common/useOneShotGame';
import { Controls, RulesTable, RulesWrap, Stage } from '../common/layout';
import { formatMultiplier, PlinkoBoard } from './board';

const RISKS: PlinkoRisk[] = ['low', 'medium', 'high'];
/** Balls that may be in the air at once. */
const MAX_BALLS = 10;

interface Landing {
  id: number;
  multiplier: number;
  payout: string;
}

export default function Plinko() {
  const { t, ended, money, onError, sound: { play: sound }, play: playBet, amount, setAmount, hold } = useOneShotGame();
  const [rows, setRows] = useState<number>(16);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  /** Bets asked for or balls still falling: the board's rows and risk stay put meanwhile. */
  const [inPlay, setInPlay] = useState(0);
  const [landings, setLandings] = useState<Landing[]>([]);

  const canvasRef = useRef<HTMLCanvasElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const boardRef = useRef<PlinkoBoard | null>(null);
  const lastTick = useRef(0);
  const soundRef = useRef(sound);
  useEffect(() => {
    soundRef.current = sound;
  }, [sound]);

  const table = plinkoTable(rows, risk);

  useEffect(() => {
    const canvas = canvasRef.current;
    const box = boxRef.current;
    if (!canvas || !box) return;
    const board = new PlinkoBoard(canvas, { rows: 16, table: plinkoTable(16, 'medium') });
    board.onPeg = () => {
      const now = performance.now();
      if (now - lastTick.current > 70) {
        lastTick.current = now;
        soundRef.current('tick');
      }
    };
    boardRef.current = board;
    const ro = new ResizeObserver(() => {
      const r = box.getBoundingClientRect();
      board.resize(r.width, r.height);
    });
    ro.observe(box);
    return () => {
      ro.disconnect();
      board.destroy();
      boardRef.current = null;
    };
  }, []);

  useEffect(() => {
    boardRef.current?.setConfig({ rows, table });
  }, [rows, table]);

  const onBet = async () => {
    if (ended || inPlay >= MAX_BALLS) return;
    setInPlay((n) => n + 1);
    sound('bet');
    const params: PlinkoParams = { rows, risk };
    // the win is credited (and the strip moves) when the ball lands in its bucket
    const release = hold(amount);
    try {
      const res = await playBet({ request_id: newRequestId(), amount, params }).unwrap();
      const o = res.round.outcome as OutcomeOf['plinko'];
      const board = boardRef.current;
      if (board) await board.drop(o.path, o.bucket);
      release(res.round.payout);
      sound(o.multiplier >= 1 ? 'win' : 'stop');
      const id = Date.now() + Math.random();
      setLandings((l) => [{ id, multiplier: o.multiplier, payout: res.round.payout }, ...l].slice(0, 6));
    } catch (e) {
      release();
      onError(e);
    } finally {
      setInPlay((n) => n - 1);
    }
  };

  const locked = inPlay > 0 || ended;
  const last = landings[0];

  const stage = (
    <Stage>
      <BoardBox ref={boxRef}>
        <canvas ref={canvasRef} data-testid="plinko-board" aria-label={t('plinko.board')} role="img" />
        <Recent aria-live="polite">
          {landings.map((l) => (
            <RecentChip key={l.id} $hot={l.multiplier >= 2} $cold={l.multiplier < 1}>
              {formatMultiplier(l.multiplier)}×
            </RecentChip>
          ))}
        </Recent>
        {last && (
          <LastWin key={last.id} $won={last.multiplier >= 1} data-testid="plinko-last">
            {money(last.payout)}
          </LastWin>
        )}
      </BoardBox>
      <HistoryStrip />
    </Stage>
  );

  const controls = (
    <Controls>
      <BetAmount value={amount} onChange={setAmount} disabled={locked} />
      <Field>
        <Label>{t('plinko.risk')}</Label>
        <Segments role="radiogroup" aria-label={t('plinko.risk')}>
          {RISKS.map((r) => (
            <Seg key={r} type="button" role="radio" aria-checked={risk === r} $on={risk === r} disabled={locked} onClick={() => setRisk(r)} data-testid={`plinko-risk-${r}`}>
              {t(`plinko.risks.${r}`)}
            </Seg>
          ))}
        </Segments>
      </Field>
      <Field>
        <Label>
          {t('plinko.rows')}
          <b>{localDigits(String(rows))}</b>
        </Label>
        <RowsRange
          type="range"
          min={PLINKO_ROWS[0]}
          max={PLINKO_ROWS[PLINKO_ROWS.length - 1]}
          step={1}
          value={rows}
          disabled={locked}
          aria-label={t('plinko.rows')}
          data-testid="plinko-rows"
          onChange={(e) => setRows(Number(e.target.value))}
        />
      </Field>
      <Button variant="primary" size="lg" block onClick={() => void onBet()} disabled={ended || inPlay >= MAX_BALLS} data-testid="plinko-bet">
        {inPlay > 0 ? t('plinko.dropAnother') : t('plinko.bet')}
      </Button>
    </Controls>
  );

  return <GameLayout title={t('plinko.title')} stage={stage} controls={controls} rules={<PlinkoRules rows={rows} risk={risk} />} />;
}

function PlinkoRules({ rows, risk }: { rows: number; risk: PlinkoRisk }) {
  const { t } = useTranslation('games');
  const table = plinkoTable(rows, risk);
  const chances = plinkoChances(rows);
  const half = Math.floor(rows / 2);
  return (
    <RulesWrap>
      <p>{t('plinko.rules.intro')}</p>
      <p>{t('plinko.rules.path')}</p>
      <h4>{t('plinko.rules.tableTitle', { rows, risk: t(`plinko.risks.${risk}`) })}</h4>
      <RulesTable>
        <thead>
          <tr>
            <th>{t('plinko.rules.bucket')}</th>
            <th>{t('plinko.rules.multiplier')}</th>
            <th>{t('plinko.rules.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {table.slice(0, half + 1).map((m, b) => {
            const mirror = rows - b;
            const p = (chances[b] ?? 0) * (mirror === b ? 1 : 2);
            return (
              <tr key={b}>
                <td>{localDigits(mirror === b ? String(b) : `${b} / ${mirror}`)}</td>
                <td>×{localDigits(m.toFixed(2))}</td>
                <td>{formatChance(p)}</td>
              </tr>
            );
          })}
        </tbody>
      </RulesTable>
    </RulesWrap>
  );
}

function formatChance(p: number): string {
  if (p >= 0.01) return `${localDigits((p * 100).toFixed(2))} %`;
  if (p >= 0.00001) return `${localDigits((p * 100).toFixed(4))} %`;
  return `${localDigits((p * 100).toExponential(2))} %`;
}

// ------------------------------------------------------------------ styles

const rise = keyframes`
  0% { transform: translateY(8px) scale(0.9); opacity: 0; }
  15% { transform: none; opacity: 1; }
  80% { opacity: 1; }
  100% { transform: translateY(-10px); opacity: 0; }
`;
const slideIn = keyframes`
  from { transform: translateY(-10px) scale(0.6); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

const BoardBox = styled.div`
  position: relative;
  width: 100%;
  /* phone: as wide as the stage's height allows above the result strip */
  max-width: min(520px, calc((100cqh - 64px) / 0.96));
  margin: 0 auto;
  aspect-ratio: 1 / 0.96;
  ${WIDE_MEDIA} {
    /* as large as the stage's height allows */
    max-width: clamp(520px, calc((100dvh - 170px) / 0.96), 820px);
  }
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(90% 60% at 50% 0%, rgba(60, 90, 170, 0.35) 0%, transparent 70%),
    linear-gradient(180deg, #121b33 0%, #0b1122 100%);
  box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.border};
  overflow: hidden;
  canvas {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    display: block;
  }
`;
const Recent = styled.div`
  position: absolute;
  right: 8px;
  top: 8px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  pointer-events: none;
`;
const RecentChip = styled.span<{ $hot: boolean; $cold: boolean }>`
  min-width: 46px;
  padding: 3px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  text-align: center;
  font-size: 11px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ $hot, $cold }) => ($hot ? '#2a1d00' : $cold ? '#c7d0e4' : '#03150d')};
  background: ${({ $hot, $cold, theme }) => ($hot ? theme.colors.gold : $cold ? '#2a3656' : theme.colors.accent)};
  animation: ${slideIn} 220ms ease-out;
  &:nth-child(n + 5) {
    opacity: 0.5;
  }
`;
const LastWin = styled.div<{ $won: boolean }>`
  position: absolute;
  left: 8px;
  top: 8px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 800;
  font-size: 14px;
  pointer-events: none;
  color: ${({ $won, theme }) => ($won ? theme.colors.gold : theme.colors.textMuted)};
  background: rgba(8, 12, 24, 0.8);
  animation: ${rise} 1600ms ease-out forwards;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
const Label = styled.span`
  display: flex;
  justify-content: space-between;
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  b {
    color: ${({ theme }) => theme.colors.text};
    font-size: 14px;
  }
`;
const Segments = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
const Seg = styled.button<{ $on: boolean }>`
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 700;
  touch-action: manipulation;
  color: ${({ $on, theme }) => ($on ? theme.colors.accentText : theme.colors.text)};
  background: ${({ $on, theme }) => ($on ? theme.colors.accent : 'transparent')};
  transition: background 150ms ease;
  &:disabled {
    opacity: ${({ $on }) => ($on ? 0.8 : 0.4)};
  }
`;
const RowsRange = styled.input`
  width: 100%;
  height: 28px;
  accent-color: ${({ theme }) => theme.colors.accent};
  touch-action: pan-y;
  &:disabled {
    opacity: 0.5;
  }
`;
