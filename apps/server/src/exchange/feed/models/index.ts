/**
 * The feed's match models: pure and deterministic. A match is a function of its seed (toss, first server, default
 * strengths) and of the random numbers handed to step(); nothing reads the clock or does I/O.
 */
import { CricketMatch } from './cricket';
import { rngFrom, strengthsFor, type SimMatch, type Sport } from './common';
import { SoccerMatch } from './soccer';
import { TennisMatch } from './tennis';

export * from './common';
export { BattingModel, battingModel, chaseWin, CricketMatch, firstInningsWin, oversText } from './cricket';
export { SoccerMatch, soccerRates, soccerResult } from './soccer';
export { gameWin, servePoints, TennisMatch, TennisModel, type TennisState } from './tennis';

/**
 * A new match before its first step. `runners` as the feed lists them (soccer's third, 'The Draw', is optional here
 * and added when missing). `opts.strength`: one positive rating per side (1 = average; only the ratio matters);
 * by default each side's rating follows from its name, with a little form from the seed.
 */
export function createMatch(sport: Sport, runners: string[], seed: number, opts?: { strength?: number[] }): SimMatch {
  if (runners.length < 2) throw new RangeError('A match needs two sides');
  const rng = rngFrom(seed);
  const toss: 0 | 1 = rng() < 0.5 ? 0 : 1;
  const strengths = strengthsFor(runners, rng, opts?.strength);
  switch (sport) {
    case 'cricket':
      return new CricketMatch(runners.slice(0, 2), strengths, toss);
    case 'soccer':
      return new SoccerMatch([runners[0]!, runners[1]!, runners[2] ?? 'The Draw'], strengths);
    case 'tennis':
      return new TennisMatch(runners.slice(0, 2), strengths, toss);
    default:
      throw new RangeError(`Unknown sport ${String(sport)}`);
  }
}

/**
 * Steps a match takes on average, for scheduling: cricket ~230 deliveries (two innings of 120 legal balls and a few
 * wides, fewer when a side is bowled out or the chase ends early), soccer 93 minutes, tennis ~160 points.
 */
export function expectedSteps(sport: Sport): number {
  switch (sport) {
    case 'cricket':
      return 230;
    case 'soccer':
      return 93;
    case 'tennis':
      return 160;
    default:
      throw new RangeError(`Unknown sport ${String(sport)}`);
  }
}
