import styled from 'styled-components';
import { useTranslation } from '@khela/i18n';
import { formatNumber, SLOT_FREE_SPINS_AWARD, SLOT_LINES, SLOT_MAX_MULTIPLIER, SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_RTP, SLOT_SCATTER_PAYS, toWire, tryParseMoney, type SlotPayingSymbol, localDigits } from '@khela/domain';
import { Muted, Para, SheetHeading, useMoney } from '../../shell';
import { SymbolIcon } from './symbols';
import { LINE_COLORS } from './WinOverlay';

/** Highest paying first ('10' must not jump ahead as an integer-like key would). */
const SYMBOLS: SlotPayingSymbol[] = ['tiger', 'elephant', 'peacock', 'boat', 'lotus', 'A', 'K', 'Q', 'J', '10'];

/** amount × k / d, rounded down to the poisha. */
function share(amount: string, k: number, d: number): string {
  const p = tryParseMoney(amount) ?? 0n;
  return toWire((p * BigInt(Math.round(k * 100))) / BigInt(d * 100));
}

/** Pays for the current total bet, the scatter and wild, the 20 lines, and the return. */
export function SlotPaytable({ amount, showRtp }: { amount: string; showRtp: boolean }) {
  const { t } = useTranslation('games');
  const money = useMoney();
  return (
    <div>
      <Para>{t('slot.rules.intro')}</Para>
      <Muted>{t('slot.rules.forBet', { amount: money(amount), line: money(share(amount, 1, SLOT_LINES)) })}</Muted>

      <SheetHeading>{t('slot.rules.symbols')}</SheetHeading>
      <Pays>
        <PayCard $wide>
          <SymbolIcon symbol="wild" size={52} />
          <p>{t('slot.rules.wild')}</p>
        </PayCard>
        <PayCard $wide>
          <SymbolIcon symbol="scatter" size={52} />
          <div>
            <p>{t('slot.rules.scatter')}</p>
            <ul>
              {([5, 4, 3] as const).map((k) => (
                <li key={k}>
                  <b>{localDigits(String(k))}×</b> {money(share(amount, SLOT_SCATTER_PAYS[k], 1))} · {t('slot.rules.freeSpins', { n: SLOT_FREE_SPINS_AWARD[k] })}
                </li>
              ))}
            </ul>
          </div>
        </PayCard>
        {SYMBOLS.map((s) => (
          <PayCard key={s}>
            <SymbolIcon symbol={s} size={44} />
            <ul aria-label={t(`slot.symbols.${s}`)}>
              {([5, 4, 3] as const).map((k) => (
                <li key={k}>
                  <b>{localDigits(String(k))}×</b> {money(share(amount, SLOT_PAYTABLE[s][k - 3]!, SLOT_LINES))}
                </li>
              ))}
            </ul>
          </PayCard>
        ))}
      </Pays>

      <SheetHeading>{t('slot.rules.freeTitle')}</SheetHeading>
      <Para>{t('slot.rules.free')}</Para>

      <SheetHeading>{t('slot.rules.linesTitle')}</SheetHeading>
      <Para>{t('slot.rules.lines')}</Para>
      <Lines>
        {SLOT_PAYLINES.map((rows, i) => (
          <figure key={i}>
            <svg viewBox="0 0 50 30" aria-hidden="true">
              {Array.from({ length: 15 }, (_, c) => (
                <rect
                  key={c}
                  x={(c % 5) * 10 + 1}
                  y={Math.floor(c / 5) * 10 + 1}
                  width="8"
                  height="8"
                  rx="1.5"
                  fill={rows[c % 5] === Math.floor(c / 5) ? LINE_COLORS[i % LINE_COLORS.length] : '#26324f'}
                />
              ))}
            </svg>
            <figcaption>{localDigits(String(i + 1))}</figcaption>
          </figure>
        ))}
      </Lines>
      <Muted>{t('slot.rules.max', { max: formatNumber(SLOT_MAX_MULTIPLIER) })}</Muted>
      {showRtp && <Rtp>{t('slot.rules.rtp', { rtp: localDigits((SLOT_RTP * 100).toFixed(2)) })}</Rtp>}
    </div>
  );
}

const Pays = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
`;
const PayCard = styled.div<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 12px;
  line-height: 1.45;
  svg {
    flex: none;
  }
  p {
    margin: 0 0 4px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    font-variant-numeric: tabular-nums;
  }
  li b {
    display: inline-block;
    min-width: 22px;
    color: ${({ theme }) => theme.colors.gold};
  }
`;
const Lines = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 8px 6px;
  figure {
    margin: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
  }
  svg {
    width: 100%;
    display: block;
  }
  figcaption {
    font-size: 11px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Rtp = styled.p`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 13px;
  font-weight: 600;
`;
