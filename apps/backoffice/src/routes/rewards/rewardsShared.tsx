import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { daysBefore, dhakaToday, tryParseMoney } from '@khela/domain';

/** Shared pieces of the rewards screens: unit conversions and small styles. */

/** "0.1 %" from basis points (10 bp = 0.1 %). */
export function bpPct(bp: number): string {
  return `${(bp / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })} %`;
}

/** "1", "0.5" VP per 100 staked from centi-VP per 100 (100 = 1 VP). */
export function vpPer100(rate: number): string {
  return (rate / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });
}

/**
 * What the house gives back per 100 staked at `rate` centi-VP per 100 when one VP converts to `vpRate` money:
 * `rate / 100` VP × the money per VP, which is also the percentage of the stake returned. Exact (bigint), shown with
 * two to four decimals; null when the money per VP is not an amount.
 */
export function returnedPer100(rate: number, vpRate: string): string | null {
  const perVp = tryParseMoney(vpRate.trim());
  if (perVp === null || perVp < 0n || !Number.isSafeInteger(rate) || rate < 0) return null;
  // rate (centi-VP) × poisha per VP = 1/10 000 of a taka per 100 staked.
  const x = BigInt(rate) * perVp;
  const whole = x / 10_000n;
  const frac = String(x % 10_000n).padStart(4, '0').replace(/0{1,2}$/, '');
  return `${whole.toLocaleString('en-IN')}.${frac.length < 2 ? frac.padEnd(2, '0') : frac}`;
}

/** Yesterday in Dhaka (YYYY-MM-DD): the last day that has ended. */
export function dhakaYesterday(): string {
  return daysBefore(dhakaToday(), 1);
}

/** Whole numbers only ("", "12"): for integer inputs. */
export function digitsOnly(text: string): string {
  return text.replace(/[^\d]/g, '');
}

export const TreeLink = styled(Link)`
  font-size: 12px;
  font-weight: 600;
`;

/** A small definition list: label over value, in a wrapping row. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 12px 16px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11.5px;
    font-weight: 600;
  }
  dd {
    margin: 3px 0 0;
    font-size: 14px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** The cells of an editable row table (inputs inside a dense table). */
export const EditTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;
  th {
    padding: 0 6px 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11.5px;
    font-weight: 700;
    text-align: left;
    white-space: nowrap;
  }
  th.num, td.num { text-align: right; }
  td {
    padding: 4px 6px;
    vertical-align: top;
  }
  td.fixed {
    padding-top: 12px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  td.note {
    padding-top: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    white-space: nowrap;
  }
`;
