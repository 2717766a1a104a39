import styled from 'styled-components';
import { useDhakaDays, useExchangeActivityQuery } from '@khela/api';
import { GAME_MESSAGES, dhakaDay, dhakaTime, formatDate, type ExchangeActivity } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { wireTaka } from '../funds/money';
import { useRecordTexts } from '../betting-record/exchangeRecord';
import { oddsText, signed } from './format';
import { useViewParams } from './useViewParams';
import { GroupTitle, List, ListState, Money, Pager, SideTag } from './ui';

const KIND_STYLE: Record<ExchangeActivity['kind'], { fg: string; bg: string; d: string }> = {
  login: { fg: '#7dd3fc', bg: 'rgba(125, 211, 252, 0.12)', d: 'M10 17l5-5-5-5M15 12H3M14 4h5a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-5' },
  order: { fg: '#12b981', bg: 'rgba(18, 185, 129, 0.13)', d: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6' },
  order_cancelled: { fg: '#9aa6c0', bg: 'rgba(154, 166, 192, 0.13)', d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6' },
  bet: { fg: '#f5c242', bg: 'rgba(245, 194, 66, 0.13)', d: 'M12 3l2.5 5.5L20 9l-4 4 1 6-5-3-5 3 1-6-4-4 5.5-.5z' },
  settled: { fg: '#22c55e', bg: 'rgba(34, 197, 94, 0.13)', d: 'M4 20h16M6 16l4-9 3 6 2-3 3 6' },
};

const Row = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(3)};
`;

const Badge = styled.span<{ $fg: string; $bg: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: 50%;
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
`;

const Body = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 3px;
  strong { display: flex; align-items: center; gap: 6px; min-width: 0; font-size: 13.5px; font-weight: 700; }
  strong > span:last-child { min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  small { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

const Side = styled.span`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 3px;
  time { color: ${({ theme }) => theme.colors.textMuted}; font-size: 12px; font-variant-numeric: tabular-nums; }
  b { font-size: 13px; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; }
`;

function KindIcon({ kind }: { kind: ExchangeActivity['kind'] }) {
  const s = KIND_STYLE[kind];
  return (
    <Badge $fg={s.fg} $bg={s.bg} aria-hidden>
      <svg width={17} height={17} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
        <path d={s.d} />
      </svg>
    </Badge>
  );
}

function Entry({ a }: { a: ExchangeActivity }) {
  const { t } = useTranslation('exchange');
  const texts = useRecordTexts();
  const where = [a.event_name, a.market_name].filter(Boolean).join(' · ');
  const price =
    a.line !== null ? `${a.line} @ ${a.price !== null ? Math.round(a.price) : '–'}` : a.price !== null ? oddsText(a.price) : null;
  const amount = signed(a.amount);
  const kindText = a.kind === 'settled' ? t('market.settled') : t(`account.activity.kind.${a.kind}`);
  let detail: string;
  if (a.kind === 'login') detail = [a.ip, a.device].filter(Boolean).join(' · ') || '–';
  else detail = where || '–';
  return (
    <Row data-testid={`xa-activity-${a.kind}`}>
      <KindIcon kind={a.kind} />
      <Body>
        <strong>
          {a.side && a.kind !== 'settled' && <SideTag $side={a.side}>{texts.side(a.side)}</SideTag>}
          <span>{a.kind === 'login' || a.kind === 'settled' || !a.selection_name ? kindText : a.selection_name}</span>
        </strong>
        {a.kind !== 'login' && a.kind !== 'settled' && a.selection_name && (
          <small>
            {kindText}
            {price && ` · ${price}`}
          </small>
        )}
        {a.kind === 'settled' && a.selection_name && <small>{a.selection_name}</small>}
        <small title={detail}>{detail}</small>
      </Body>
      <Side>
        <time dateTime={a.at}>{dhakaTime(a.at)}</time>
        {a.kind === 'settled' && a.amount !== null ? (
          <Money $tone={amount.tone}>{amount.text}</Money>
        ) : a.size !== null ? (
          <b>{wireTaka(a.size)}</b>
        ) : null}
      </Side>
    </Row>
  );
}

/** Activity Log: logins (time, IP, device) and bet actions (orders, cancels and lapses, bets, settlements), by Dhaka day. */
export function ActivityView() {
  const { t } = useTranslation(['exchange', 'records']);
  const msg = useMessage();
  const { today, yesterday } = useDhakaDays();
  const [params, update] = useViewParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = useExchangeActivityQuery({ page, per_page: 30 }, { refetchOnMountOrArgChange: true });
  const data = q.data;
  const groups: [string, ExchangeActivity[]][] = [];
  for (const a of data?.data ?? []) {
    const d = dhakaDay(a.at);
    const last = groups[groups.length - 1];
    if (last && last[0] === d) last[1].push(a);
    else groups.push([d, [a]]);
  }
  const dayLabel = (d: string) => (d === today ? t('records:dateOpt.0') : d === yesterday ? t('records:dateOpt.1') : formatDate(d));

  return (
    <ListState
      loading={!data && !q.isError}
      error={!data && q.isError}
      empty={(data?.data.length ?? 0) === 0}
      onRetry={() => void q.refetch()}
      emptyText={msg(GAME_MESSAGES.noData)}
    >
      {groups.map(([day, list]) => (
        <section key={day} aria-label={dayLabel(day)}>
          <GroupTitle>
            <span>{dayLabel(day)}</span>
            <span>{day === today || day === yesterday ? formatDate(day) : ''}</span>
          </GroupTitle>
          <List style={{ marginTop: 6, opacity: q.isFetching ? 0.6 : 1 }}>
            {list.map((a, i) => (
              <Entry key={`${a.at}-${a.kind}-${i}`} a={a} />
            ))}
          </List>
        </section>
      ))}
      <Pager
        page={data?.current_page ?? page}
        last={data?.last_page ?? 1}
        onPage={(p) => {
          update({ page: String(p) });
          window.scrollTo({ top: 0 });
        }}
        testId="xa-activity-page"
      />
    </ListState>
  );
}
