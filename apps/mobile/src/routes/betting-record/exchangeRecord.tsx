import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime, type ExchangeRecord } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { ExchangeRecordAmounts, Modal, copyToClipboard } from '@khela/ui';
import { wireTaka } from '../funds/money';
import { recordPrice, signed } from '../exchange-account/format';
import { Facts, Money, SideTag, StatusChip, type StatusKind } from '../exchange-account/ui';
import { BetLifeSection } from './BetLife';

/** An exchange record's status chip kind: open (processing), WON, LOST, VOID (spec 2 §4). */
export function recordStatusKind(s: ExchangeRecord['status']): StatusKind {
  return s === 'WON' ? 'won' : s === 'LOST' ? 'lost' : s === 'VOID' ? 'void' : 'open';
}

/** The texts of an exchange record's status, side and market type. */
export function useRecordTexts() {
  const { t } = useTranslation(['exchange', 'records', 'wallet']);
  return {
    status: (s: ExchangeRecord['status']) =>
      s === 'WON' ? t('records:statuses.won') : s === 'LOST' ? t('records:statuses.lost') : s === 'VOID' ? t('account.void') : t('wallet:transactions.state.0'),
    side: (s: ExchangeRecord['bet_type']) => t(`market.${s}Header`),
    kind: (k: ExchangeRecord['market_type']) => (k === 'fancy' ? t('page.fancyTitle') : t(`account.kind.${k}`)),
  };
}

/** Event · market; a Fancy bet's selection is its market, so the event alone. */
const where = (r: ExchangeRecord) => (r.selection_name === r.market_name ? r.event_name : `${r.event_name} · ${r.market_name}`);

const Row = styled.button`
  display: flex;
  flex-direction: column;
  gap: 6px;
  width: 100%;
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  touch-action: manipulation;
  &:hover, &:active { background: rgba(255, 255, 255, 0.04); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: -2px; }
`;

const Line = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  width: 100%;
`;

const Name = styled.strong`
  flex: 1;
  min-width: 0;
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Sub = styled.span`
  display: block;
  min-width: 0;
  width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Meta = styled.span`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 11px;
  font-variant-numeric: tabular-nums;
  span:last-child { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`;

/** One exchange record as a compact row (side, selection, status; event · market; odds, stake, result; time, id). */
export function ExchangeRecordRow({ record: r, onOpen, testId }: { record: ExchangeRecord; onOpen(r: ExchangeRecord): void; testId?: string }) {
  const { t } = useTranslation(['exchange', 'records']);
  const texts = useRecordTexts();
  const settled = r.status !== 'open';
  const pl = signed(r.net_profit_loss);
  return (
    <Row type="button" onClick={() => onOpen(r)} data-testid={testId ?? `xrec-${r.transaction_id}`} data-status={r.status}>
      <Line>
        <SideTag $side={r.bet_type}>{texts.side(r.bet_type)}</SideTag>
        <Name title={r.selection_name}>{r.selection_name}</Name>
        <StatusChip $kind={recordStatusKind(r.status)}>{texts.status(r.status)}</StatusChip>
      </Line>
      <Sub title={where(r)}>{where(r)}</Sub>
      <Facts
        items={[
          { key: 'odds', label: r.market_type === 'fancy' ? t('account.record.runRate') : t('slip.odds'), value: recordPrice(r) },
          { key: 'stake', label: t('account.record.stake'), value: wireTaka(r.stake) },
          settled
            ? { key: 'pl', label: t('records:profitLoss'), value: <Money $tone={pl.tone}>{pl.text}</Money> }
            : { key: 'pp', label: t('account.record.potentialProfit'), value: wireTaka(r.potential_profit) },
        ]}
      />
      <Meta>
        <span>{formatDateTime(r.created_at)}</span>
        <span>{r.transaction_id}</span>
      </Meta>
    </Row>
  );
}

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding-bottom: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0; font-size: 16px; font-weight: 800; line-height: 1.3; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; font-size: 13px; overflow-wrap: anywhere; }
`;

const Result = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-weight: 700; }
  ${Money} { font-size: 20px; }
`;

const Potential = styled.b`
  font-size: 20px;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.gold};
`;

const Dl = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 44%) minmax(0, 1fr);
  margin: 0;
  & > dt, & > dd {
    margin: 0;
    padding: 9px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 13px;
  }
  & > dt { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 600; }
  & > dd { text-align: right; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
  & > dt:last-of-type, & > dd:last-of-type { border-bottom: 0; }
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  svg { color: ${({ theme }) => theme.colors.accent}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** The market page of a record (its market and event), or null for a record without them. */
export function recordMarketHref(r: Pick<ExchangeRecord, 'market_id' | 'event_id'>): string | null {
  if (!r.market_id || !r.event_id) return null;
  return `/odds-view?${new URLSearchParams({ marketId: r.market_id, eventId: r.event_id }).toString()}`;
}

const MarketLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.accent};
  font-size: 15px;
  font-weight: 700;
  &:hover { text-decoration: none; background: rgba(18, 185, 129, 0.08); }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

/** The Exchange record detail popup (spec 2 §2): every field of the record; an open bet links to its market. */
export function ExchangeRecordDetail({ record: r, onClose }: { record: ExchangeRecord | null; onClose(): void }) {
  const { t } = useTranslation(['exchange', 'records', 'common', 'wallet', 'ui']);
  const texts = useRecordTexts();
  const [copied, setCopied] = useState(false);
  const { pathname, search } = useLocation();
  if (!r) return null;
  // Settled and void bets' markets are over: only an open bet links to its market page.
  const href = r.status === 'open' ? recordMarketHref(r) : null;
  const pl = signed(r.net_profit_loss);
  const fancy = r.market_type === 'fancy';
  const copy = async () => {
    if (await copyToClipboard(r.transaction_id)) {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1500);
    }
  };
  return (
    <Modal
      open
      title={t('account.record.title')}
      onClose={onClose}
      testId="xrec-detail"
      footer={
        href ? (
          <MarketLink to={href} state={{ previousPath: pathname + search, marketKind: r.market_type }} onClick={onClose} data-testid="xrec-detail-market">
            {t('multi.openMarket')}
          </MarketLink>
        ) : undefined
      }
    >
      <Head>
        <span>
          <SideTag $side={r.bet_type}>{texts.side(r.bet_type)}</SideTag>{' '}
          <StatusChip $kind={recordStatusKind(r.status)} data-testid="xrec-detail-status">
            {texts.status(r.status)}
          </StatusChip>
        </span>
        <h3>{r.selection_name}</h3>
        <p>{where(r)}</p>
      </Head>
      <Result>
        <small>{r.status === 'open' ? t('account.record.potentialProfit') : t('records:profitLoss')}</small>
        {r.status === 'open' ? (
          <Potential>{wireTaka(r.potential_profit)}</Potential>
        ) : (
          <Money $tone={pl.tone} data-testid="xrec-detail-pl">
            {pl.text}
          </Money>
        )}
      </Result>
      <Dl>
        <dt>{t('wallet:transactions.detail.trxId')}</dt>
        <dd>
          <CopyButton type="button" onClick={() => void copy()} aria-label={t('ui:copy')} data-testid="xrec-detail-copy">
            {r.transaction_id}
            <CopyIcon done={copied} />
          </CopyButton>
        </dd>
        <dt>{t('account.record.event')}</dt>
        <dd>{r.event_name}</dd>
        <dt>{t('account.record.market')}</dt>
        <dd>
          {r.market_name}
          {r.market_name !== texts.kind(r.market_type) ? ` (${texts.kind(r.market_type)})` : ''}
        </dd>
        <dt>{t('account.record.selection')}</dt>
        <dd>{r.selection_name}</dd>
        <dt>{t('account.record.betType')}</dt>
        <dd>{texts.side(r.bet_type)}</dd>
        {fancy ? (
          <>
            <dt>{t('account.record.run')}</dt>
            <dd>{r.run ?? '–'}</dd>
            <dt>{t('account.record.rate')}</dt>
            <dd>{Math.round(r.odds)}</dd>
          </>
        ) : (
          <>
            <dt>{t('slip.odds')}</dt>
            <dd>{recordPrice(r)}</dd>
          </>
        )}
        <ExchangeRecordAmounts record={r} />
        <dt>{t('account.record.netPl')}</dt>
        <dd>{r.net_profit_loss === null ? '–' : <Money $tone={pl.tone}>{pl.text}</Money>}</dd>
        <dt>{t('common:status')}</dt>
        <dd>{texts.status(r.status)}</dd>
        <dt>{t('account.record.placed')}</dt>
        <dd>{formatDateTime(r.created_at)}</dd>
      </Dl>
      <BetLifeSection id={r.transaction_id} />
      {copied && (
        <Copied role="status" aria-live="polite">
          {t('ui:copied')}
        </Copied>
      )}
    </Modal>
  );
}

const Copied = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.success};
  font-size: 12px;
  font-weight: 700;
`;

function CopyIcon({ done }: { done: boolean }) {
  return (
    <svg width={15} height={15} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={done ? 'M5 12.5l4.5 4.5L19 7' : 'M9 9h10v11H9zM5 15V4h10'} />
    </svg>
  );
}
