import type { ReactNode } from 'react';

/** The payment methods of spec 2 "Footer", in order (the footer shows the server's active methods when it has them). */
export const PAYMENT_MARKS = ['bankDeposit', 'bKash', 'UPAY', 'OKWallet', 'SureCash', 'tapPay', 'USDT', 'BTC'] as const;
/** Every drawn mark: the spec's list plus the other Bangladeshi wallets an operator may turn on. */
export type PaymentMark = (typeof PAYMENT_MARKS)[number] | 'Nagad' | 'Rocket';

const MARK_BY_NAME: Record<string, PaymentMark> = {
  bank: 'bankDeposit',
  bankdeposit: 'bankDeposit',
  banktransfer: 'bankDeposit',
  bkash: 'bKash',
  upay: 'UPAY',
  okwallet: 'OKWallet',
  surecash: 'SureCash',
  tap: 'tapPay',
  tappay: 'tapPay',
  usdt: 'USDT',
  tether: 'USDT',
  btc: 'BTC',
  bitcoin: 'BTC',
  nagad: 'Nagad',
  rocket: 'Rocket',
  dbblrocket: 'Rocket',
};

/** The drawn mark of a payment method the operator named (case, spaces and dashes ignored), if there is one. */
export function paymentMarkFor(name: string): PaymentMark | null {
  return MARK_BY_NAME[name.toLowerCase().replace(/[^a-z0-9]/g, '')] ?? null;
}

const W = 88;
const H = 36;

function Badge({ label, bg, children, testId }: { label: string; bg: string; children: ReactNode; testId: string }) {
  return (
    <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-testid={testId}>
      <title>{label}</title>
      <rect x="0.5" y="0.5" width={W - 1} height={H - 1} rx="7" fill={bg} stroke="rgba(255,255,255,0.18)" />
      {children}
    </svg>
  );
}

const word = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 800 } as const;

/**
 * Drawn marks of the payment methods (no image files): simple coloured badges in each method's colours. `bankLabel`
 * names the bank deposit in the reader's language.
 */
export function PaymentMarkSvg({ mark, bankLabel }: { mark: PaymentMark; bankLabel: string }) {
  const testId = `pay-mark-${mark}`;
  switch (mark) {
    case 'bankDeposit':
      return (
        <Badge label={bankLabel} bg="#1d4f91" testId={testId}>
          <path d="M10 15 L21 8 L32 15 Z" fill="#fff" />
          <rect x="12" y="16" width="3" height="9" fill="#fff" />
          <rect x="19.5" y="16" width="3" height="9" fill="#fff" />
          <rect x="27" y="16" width="3" height="9" fill="#fff" />
          <rect x="10" y="26" width="22" height="3" fill="#fff" />
          <text x="37" y="23" fill="#fff" fontSize="12" {...word}>
            BANK
          </text>
        </Badge>
      );
    case 'bKash':
      return (
        <Badge label="bKash" bg="#e2136e" testId={testId}>
          <path d="M9 10 L22 13 L17 27 Z" fill="#fff" opacity="0.95" />
          <path d="M22 13 L28 9 L25 20 Z" fill="#ffd1e4" />
          <path d="M17 27 L25 20 L22 13 Z" fill="#f8a9c9" />
          <text x="32" y="23" fill="#fff" fontSize="14" {...word}>
            bKash
          </text>
        </Badge>
      );
    case 'Nagad':
      return (
        <Badge label="Nagad" bg="#ffffff" testId={testId}>
          <circle cx="17" cy="18" r="10" fill="#f6921e" />
          <path d="M12 23 V13 L22 23 V13" stroke="#fff" strokeWidth="2.6" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          <text x="31" y="23" fill="#ec1c24" fontSize="13.5" {...word}>
            Nagad
          </text>
        </Badge>
      );
    case 'Rocket':
      return (
        <Badge label="Rocket" bg="#8c3494" testId={testId}>
          <path d="M17 8 C22 11 23 18 20 25 H14 C11 18 12 11 17 8 Z" fill="#fff" />
          <circle cx="17" cy="16" r="2.2" fill="#8c3494" />
          <path d="M14 25 L11 29 M20 25 L23 29" stroke="#f7b500" strokeWidth="2" strokeLinecap="round" />
          <text x="29" y="23" fill="#fff" fontSize="13" {...word}>
            Rocket
          </text>
        </Badge>
      );
    case 'UPAY':
      return (
        <Badge label="UPAY" bg="#0a3d91" testId={testId}>
          <circle cx="18" cy="18" r="9" fill="#ffd400" />
          <path d="M14 13 v6 a4 4 0 0 0 8 0 v-6" stroke="#0a3d91" strokeWidth="2.6" fill="none" strokeLinecap="round" />
          <text x="31" y="23" fill="#ffd400" fontSize="14" {...word}>
            upay
          </text>
        </Badge>
      );
    case 'OKWallet':
      return (
        <Badge label="OK Wallet" bg="#ffffff" testId={testId}>
          <circle cx="17" cy="18" r="10" fill="#e11b22" />
          <text x="17" y="22" fill="#fff" fontSize="10" textAnchor="middle" {...word}>
            OK
          </text>
          <text x="31" y="23" fill="#1f8a3b" fontSize="12.5" {...word}>
            Wallet
          </text>
        </Badge>
      );
    case 'SureCash':
      return (
        <Badge label="SureCash" bg="#0b8f4d" testId={testId}>
          <path d="M8 18 a10 10 0 0 1 18 -6" stroke="#ffb400" strokeWidth="3" fill="none" strokeLinecap="round" />
          <path d="M26 18 a10 10 0 0 1 -18 6" stroke="#fff" strokeWidth="3" fill="none" strokeLinecap="round" />
          <text x="30" y="22.5" fill="#fff" fontSize="11" {...word}>
            SureCash
          </text>
        </Badge>
      );
    case 'tapPay':
      return (
        <Badge label="tap" bg="#4b1f7a" testId={testId}>
          <rect x="9" y="10" width="12" height="17" rx="2.5" fill="none" stroke="#fff" strokeWidth="2" />
          <circle cx="15" cy="23.5" r="1.4" fill="#fff" />
          <path d="M23 12 a8 8 0 0 1 0 12" stroke="#f6a623" strokeWidth="2" fill="none" strokeLinecap="round" />
          <text x="30" y="23" fill="#fff" fontSize="13" {...word}>
            tap
            <tspan fill="#f6a623">Pay</tspan>
          </text>
        </Badge>
      );
    case 'USDT':
      return (
        <Badge label="USDT (Tether)" bg="#10201b" testId={testId}>
          <circle cx="18" cy="18" r="11" fill="#26a17b" />
          <path d="M12 12 h12 M18 12 v13" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
          <ellipse cx="18" cy="17" rx="7" ry="2.2" stroke="#fff" strokeWidth="1.4" fill="none" />
          <text x="34" y="23" fill="#26a17b" fontSize="13" {...word}>
            USDT
          </text>
        </Badge>
      );
    case 'BTC':
      return (
        <Badge label="Bitcoin (BTC)" bg="#1d1405" testId={testId}>
          <circle cx="18" cy="18" r="11" fill="#f7931a" />
          <text x="18" y="23.5" fill="#fff" fontSize="15" textAnchor="middle" transform="rotate(12 18 18)" {...word}>
            ₿
          </text>
          <text x="35" y="23" fill="#f7931a" fontSize="13" {...word}>
            BTC
          </text>
        </Badge>
      );
  }
}

export type ResponsibleMark = 'adult' | 'safe' | 'timeout';
export const RESPONSIBLE_MARKS: readonly ResponsibleMark[] = ['adult', 'safe', 'timeout'];

/** The responsible-gaming marks: 18+, a play-safe shield and a time-out hourglass. */
export function ResponsibleMarkSvg({ mark, label }: { mark: ResponsibleMark; label: string }) {
  const common = { width: 44, height: 44, viewBox: '0 0 44 44', role: 'img', 'aria-label': label, 'data-testid': `rg-mark-${mark}` } as const;
  switch (mark) {
    case 'adult':
      return (
        <svg {...common}>
          <title>{label}</title>
          <circle cx="22" cy="22" r="19.5" fill="#1a0a10" stroke="#f0445a" strokeWidth="3" />
          <text x="22" y="27.5" fill="#fff" fontSize="15" textAnchor="middle" {...word}>
            18+
          </text>
        </svg>
      );
    case 'safe':
      return (
        <svg {...common}>
          <title>{label}</title>
          <path d="M22 4 L37 10 V21 C37 30 30.5 36.5 22 40 C13.5 36.5 7 30 7 21 V10 Z" fill="#0d2a22" stroke="#12b981" strokeWidth="2.5" />
          <path d="M15 22 L20 27 L30 16" stroke="#12b981" strokeWidth="3.2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'timeout':
      return (
        <svg {...common}>
          <title>{label}</title>
          <circle cx="22" cy="22" r="19.5" fill="#1f1a08" stroke="#f5c242" strokeWidth="2.5" />
          <path d="M15 11 H29 M15 33 H29 M16 11 C16 18 28 18 28 22 C28 26 16 26 16 33 M28 11 C28 18 16 18 16 22 C16 26 28 26 28 33" stroke="#f5c242" strokeWidth="2" fill="none" strokeLinecap="round" />
          <path d="M19 30 H25 L22 26 Z" fill="#f5c242" />
        </svg>
      );
  }
}
