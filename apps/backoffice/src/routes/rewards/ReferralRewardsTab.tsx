import { Fragment, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useBoReferralRewardsQuery, type BoReferralReward } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { useServerError } from '../../components/errors';
import { dateOnly, money } from '../../components/format';
import { Badge, Btn, ErrorLine, Input, Mono, Muted, Num, Panel, Toolbar } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { TreeLink, digitsOnly } from './rewardsShared';

const PER_PAGE = 50;

/** The referral rewards credited, one row per referrer and Dhaka day, filtered by player and day; a row opens its levels. */
export function ReferralRewardsTab() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const playerId = digitsOnly(params.get('player_id') ?? '');
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? params.get('day')! : '';
  const [playerText, setPlayerText] = useState(playerId);
  const set = (next: { player_id?: string; day?: string }) => {
    const p: Record<string, string> = { tab: 'paid' };
    const pid = next.player_id ?? playerId;
    const d = next.day ?? day;
    if (pid) p.player_id = pid;
    if (d) p.day = d;
    setParams(p, { replace: true });
  };

  return (
    <>
      <Toolbar style={{ marginBottom: 12 }}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            set({ player_id: playerText });
          }}
          style={{ display: 'contents' }}
        >
          <Input
            aria-label={t('rewards.playerId')}
            placeholder={t('rewards.playerId')}
            inputMode="numeric"
            value={playerText}
            onChange={(e) => setPlayerText(digitsOnly(e.target.value))}
            onBlur={() => playerText !== playerId && set({ player_id: playerText })}
            style={{ width: 140 }}
            data-testid="bo-rewards-filter-player"
          />
        </form>
        <Input type="date" aria-label={t('rewards.day')} value={day} onChange={(e) => set({ day: e.target.value })} style={{ width: 170 }} data-testid="bo-rewards-filter-day" />
        {(playerId || day) && (
          <Btn
            $variant="ghost"
            onClick={() => {
              setPlayerText('');
              setParams({ tab: 'paid' }, { replace: true });
            }}
          >
            <Icon name="close" size={14} /> {t('common.clear')}
          </Btn>
        )}
      </Toolbar>
      <RewardsTable key={`${playerId}:${day}`} playerId={playerId ? Number(playerId) : undefined} day={day || undefined} />
    </>
  );
}

function RewardsTable({ playerId, day }: { playerId?: number; day?: string }) {
  const { t } = useTranslation('backoffice');
  const serverError = useServerError();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const { data, isLoading, error } = useBoReferralRewardsQuery({ player_id: playerId, day, page, per_page: PER_PAGE });
  const toggle = (id: string) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <Panel>
      {error && <ErrorLine style={{ padding: '10px 12px' }}>{serverError.text(error)}</ErrorLine>}
      <DataTable
        testId="bo-referral-rewards"
        columns={[
          { style: { width: 28 } },
          { label: t('rewards.day') },
          { label: t('rewards.referrer') },
          { label: t('rewards.turnover'), className: 'num' },
          { label: t('rewards.paid.reward'), className: 'num' },
          { label: t('common.status') },
          { label: t('rewards.paid.details') },
        ]}
        loading={isLoading}
        empty={data?.data.length === 0}
      >
        {data?.data.map((r) => {
          const isOpen = open.has(r.id);
          return (
            <Fragment key={r.id}>
              <tr data-testid={`bo-referral-reward-${r.id}`} onClick={() => toggle(r.id)} style={{ cursor: 'pointer' }}>
                <td>
                  <Chevron $open={isOpen} aria-hidden>
                    <Icon name="chevronRight" size={14} />
                  </Chevron>
                </td>
                <td>{dateOnly(r.date)}</td>
                <td>
                  <Link to={`/players/${r.player_id}`} onClick={(e) => e.stopPropagation()}>
                    <b>{r.username}</b>
                  </Link>{' '}
                  <Mono>#{r.player_id}</Mono>{' '}
                  <TreeLink to={`/rewards?tab=tree&player_id=${r.player_id}`} onClick={(e) => e.stopPropagation()}>
                    {t('rewards.tree.open')}
                  </TreeLink>
                </td>
                <td className="num">
                  <Num>{money(r.turnover)}</Num>
                </td>
                <td className="num">
                  <Num $tone="gold">{money(r.cashReward)}</Num> <Muted>{r.currency}</Muted>
                </td>
                <td>
                  <Badge $tone={r.status === 'claimed' ? 'success' : 'info'}>{t(`rewards.paid.status.${r.status}`)}</Badge>
                </td>
                <td>
                  <Btn
                    $size="xs"
                    $variant="ghost"
                    aria-expanded={isOpen}
                    onClick={(e) => {
                      e.stopPropagation();
                      toggle(r.id);
                    }}
                  >
                    {t('rewards.paid.detailCount', { count: r.details.length })}
                  </Btn>
                </td>
              </tr>
              {isOpen && (
                <tr>
                  <td />
                  <td colSpan={6} style={{ paddingTop: 0 }}>
                    <Details row={r} />
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </DataTable>
      {data && data.total > 0 && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />}
    </Panel>
  );
}

function Details({ row }: { row: BoReferralReward }) {
  const { t } = useTranslation('backoffice');
  const levels = [...row.details].sort((a, b) => a.level - b.level);
  return (
    <Inner data-testid={`bo-referral-reward-${row.id}-details`}>
      <thead>
        <tr>
          <th>{t('rewards.settings.level')}</th>
          <th>{t('rewards.paid.referred')}</th>
          <th className="num">{t('rewards.turnover')}</th>
          <th className="num">{t('rewards.paid.rate')}</th>
          <th className="num">{t('rewards.paid.reward')}</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((d, i) => (
          <tr key={i}>
            <td>{t('rewards.levelN', { n: d.level })}</td>
            <td>{d.player}</td>
            <td className="num">
              <Num>{money(d.turnover)}</Num>
            </td>
            <td className="num">{d.rate}</td>
            <td className="num">
              <Num $tone="gold">{money(d.reward)}</Num>
            </td>
          </tr>
        ))}
        {levels.length === 0 && (
          <tr>
            <td colSpan={5}>
              <Muted>—</Muted>
            </td>
          </tr>
        )}
      </tbody>
    </Inner>
  );
}

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  transition: transform 0.15s ease;
`;

const Inner = styled.table`
  width: 100%;
  max-width: 760px;
  margin: 2px 0 6px;
  border-collapse: collapse;
  font-size: 12.5px;
  background: ${({ theme }) => theme.colors.bg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  th {
    padding: 6px 10px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 11px;
    font-weight: 700;
    text-align: left;
  }
  td {
    padding: 5px 10px;
    border-top: 1px solid rgba(42, 54, 86, 0.6);
  }
  th.num, td.num { text-align: right; }
`;
