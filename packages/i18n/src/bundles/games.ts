import enUi from '../locales/en/ui.json';
import enGames from '../locales/en/games.json';
import enMines from '../locales/en/games/mines.json';
import enPlinko from '../locales/en/games/plinko.json';
import enRoulette from '../locales/en/games/roulette.json';
import enSlot from '../locales/en/games/slot.json';
import enLive from '../locales/en/games/live.json';
import enMessages from '../locales/en/messages.json';
import bnUi from '../locales/bn/ui.json';
import bnGames from '../locales/bn/games.json';
import bnMines from '../locales/bn/games/mines.json';
import bnPlinko from '../locales/bn/games/plinko.json';
import bnRoulette from '../locales/bn/games/roulette.json';
import bnSlot from '../locales/bn/games/slot.json';
import bnLive from '../locales/bn/games/live.json';
import bnMessages from '../locales/bn/messages.json';
import enProtectionMessages from '../locales/en/protection/messages.json';
import enProtection from '../locales/en/protection.json';
import bnProtection from '../locales/bn/protection.json';
import bnProtectionMessages from '../locales/bn/protection/messages.json';

/**
 * The games app (apps/games), with the packages/ui defaults and the server messages (safer gambling's refusals too: a
 * bet in the frame can be refused by a limit or an exclusion, worded from `protection`'s refusal texts). Its `games` namespace is games.json
 * (shell, verifier, dice, limbo, crash, keno) with one file per table game under games/ merged in as `games:mines.*`,
 * `games:plinko.*`, `games:roulette.*`, `games:slot.*`, and the live tables' screen and verifier as `games:live.*`.
 */
export const resources = {
  en: { ui: enUi, games: { ...enGames, mines: enMines, plinko: enPlinko, roulette: enRoulette, slot: enSlot, live: enLive }, messages: { ...enMessages, ...enProtectionMessages }, protection: enProtection },
  bn: { ui: bnUi, games: { ...bnGames, mines: bnMines, plinko: bnPlinko, roulette: bnRoulette, slot: bnSlot, live: bnLive }, messages: { ...bnMessages, ...bnProtectionMessages }, protection: bnProtection },
};
