/** The shell API the games build on (see README.md). */
export { useGame, type GameContextValue } from './useGame';
export { newRequestId } from './ids';
export { BetAmount, type BetAmountProps } from './BetAmount';
export { GameLayout, type GameLayoutProps } from './GameLayout';
export { useSound, SoundProvider, type SoundApi, type SoundName } from './sound';
export { useGameError } from './errors';
export { useMoney, parseBet, formatWithCurrency } from './money';
export { HistoryStrip } from './HistoryStrip';
export { verifyRoundUrl, verifyCrashUrl, verifySeedsUrl, verifyLiveUrl } from './links';
export { Mono, FieldLabel, Para, Muted, SheetLink, PlainInput, Table, SheetHeading } from './styles';
export { useWide, WIDE, WIDE_MEDIA } from './wide';
export { useHeld, type Release } from './reveal';
export { rtpPercent } from './rtp';
