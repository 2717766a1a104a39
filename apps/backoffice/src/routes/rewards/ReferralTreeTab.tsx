import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toApiError, useBoReferralTreeQuery, type BoReferralTree } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { DataTable } from '../../components/DataTable';
import { useServerError } from '../../components/errors';
import { dateOnly, money } from '../../components/format';
import { Badge, Btn, Grid, Input, Mono, Muted, Num, Panel, PanelBody, PanelHead, Small, Toolbar } from '../../components/kit';
import { Facts, TreeLink, digitsOnly } from './rewardsShared';

/** A player's referral tree: who referred them (three levels up), their downline by level with each one's 30-day
 *  turnover, their cash bonus, rewards and VIP state. `?player_id=` opens it (from a link or the player id box). */
export function ReferralTreeTab() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const playerId = digitsOnly(params.get('player_id') ?? '');
  const [text, setText] = useState(playerId);
  const id = Number(playerId);

  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text ? { tab: 'tree', player_id: text } : { tab: 'tree' });
        }}
        noValidate
      >
        <Toolbar style={{ marginBottom: 14 }}>
          <Input
            aria-label={t('rewards.playerId')}
            placeholder={t('rewards.playerId')}
            inputMode="numeric"
            value={text}
            onChange={(e) => setText(digitsOnly(e.target.value))}
            style={{ width: 160 }}
            data-testid="bo-tree-player"
          />
          <Btn type="submit" $variant="primary" disabled={!text} data-testid="bo-tree-open">
            {t('rewards.tree.show')}
          </Btn>
        </Toolbar>
      </form>
      {playerId && id > 0 ? <Tree key={id} id={id} onOpen={(other) => setText(String(other))} /> : <Muted>{t('rewards.tree.enterId')}</Muted>}
    </>
  );
}

function Tree({ id, onOpen }: { id: number; onOpen(id: number): void }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const serverError = useServerError();
  const { data, isLoading, error } = useBoReferralTreeQuery(id);
  if (error) return <Muted data-testid="bo-tree-error">{toApiError(error).status === 404 ? t('players.notFound') : serverError.text(error)}</Muted>;
  if (isLoading || !data) return <Muted>{t('ui:loading')}</Muted>;
  const link = (pid: number) => `/rewards?tab=tree&player_id=${pid}`;

  return (
    <div data-testid="bo-tree">
      <Grid $cols="minmax(0, 1fr) minmax(0, 1fr)">
        <div>
          <Panel>
            <PanelHead>
              <h2>
                <Link to={`/players/${data.player.id}`} data-testid="bo-tree-username">
                  {data.player.username}
                </Link>{' '}
                <Mono>#{data.player.id}</Mono>
              </h2>
              <TreeLink to={`/rewards?tab=paid&player_id=${data.player.id}`}>{t('rewards.tree.rewardsLink')}</TreeLink>
            </PanelHead>
            <PanelBody>
              <Facts>
                <div>
                  <dt>{t('players.referralCode')}</dt>
                  <dd>
                    <Mono>{data.player.referral_code}</Mono>
                  </dd>
                </div>
                <div>
                  <dt>{t('rewards.tree.cashBonus')}</dt>
                  <dd data-testid="bo-tree-cash-bonus">{money(data.cash_bonus)}</dd>
                </div>
                <div>
                  <dt>{t('rewards.tree.rewardsTotal')}</dt>
                  <dd data-testid="bo-tree-rewards-total">
                    <Num $tone="gold">{money(data.rewards_total)}</Num>
                  </dd>
                </div>
              </Facts>
              <Small style={{ margin: '14px 0 6px', fontWeight: 700 }}>{t('rewards.tree.upline')}</Small>
              {data.upline.length === 0 ? (
                <Muted>{t('rewards.tree.noUpline')}</Muted>
              ) : (
                <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }} data-testid="bo-tree-upline">
                  {[...data.upline]
                    .sort((a, b) => a.level - b.level)
                    .map((u) => (
                      <span key={u.level} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                        <Badge $tone="info">{t('rewards.levelN', { n: u.level })}</Badge>
                        <Link to={link(u.id)} onClick={() => onOpen(u.id)}>
                          {u.username}
                        </Link>
                        <Mono>#{u.id}</Mono>
                      </span>
                    ))}
                </div>
              )}
            </PanelBody>
          </Panel>
        </div>
        <div>
          <VipCard tree={data} />
        </div>
      </Grid>
      <Panel style={{ marginTop: 16 }}>
        <PanelHead>
          <h2>{t('rewards.tree.downline')}</h2>
          <Small>
            {data.levels
              .map((l) => `${t('rewards.levelN', { n: l.level })}: ${l.count}`)
              .join(' · ')}
          </Small>
        </PanelHead>
        <Grid $cols="repeat(3, minmax(0, 1fr))" $gap={0}>
          {([1, 2, 3] as const).map((n) => {
            const level = data.levels.find((l) => l.level === n);
            const players = level?.players ?? [];
            return (
              <div key={n} style={{ borderLeft: n > 1 ? '1px solid rgba(42, 54, 86, 0.9)' : undefined, minWidth: 0 }} data-testid={`bo-tree-level-${n}`}>
                <DataTable
                  columns={[{ label: `${t('rewards.levelN', { n })} (${level?.count ?? 0})` }, { label: t('rewards.tree.turnover30'), className: 'num' }]}
                  empty={players.length === 0}
                  emptyText={t('rewards.tree.noneAtLevel')}
                >
                  {players.map((p) => (
                    <tr key={p.id}>
                      <td>
                        <Link to={link(p.id)} onClick={() => onOpen(p.id)}>
                          {p.username}
                        </Link>{' '}
                        <Mono>#{p.id}</Mono>
                        <Small>{t('rewards.tree.joined', { date: dateOnly(p.created_at) })}</Small>
                      </td>
                      <td className="num">
                        <Num>{money(p.turnover_30d)}</Num>
                      </td>
                    </tr>
                  ))}
                </DataTable>
                {level && level.count > players.length && <Small style={{ padding: '6px 10px' }}>{t('rewards.tree.more', { count: level.count - players.length })}</Small>}
              </div>
            );
          })}
        </Grid>
      </Panel>
    </div>
  );
}

function VipCard({ tree }: { tree: BoReferralTree }) {
  const { t, i18n } = useTranslation('backoffice');
  const bn = i18n.language === 'bn';
  const vip = tree.vip;
  const name = (l: { name: string; name_bn: string }) => (bn && l.name_bn ? l.name_bn : l.name);
  return (
    <Panel data-testid="bo-tree-vip">
      <PanelHead>
        <h2>{t('rewards.tree.vip')}</h2>
        <Badge $tone="gold" data-testid="bo-tree-vip-level">
          {t('rewards.tree.levelName', { n: vip.level.level, name: name(vip.level) })}
        </Badge>
      </PanelHead>
      <PanelBody>
        <Facts>
          <div>
            <dt>{t('rewards.tree.points')}</dt>
            <dd>{vip.points}</dd>
          </div>
          <div>
            <dt>{t('rewards.tree.convertible')}</dt>
            <dd>{vip.vip_coin}</dd>
          </div>
          <div>
            <dt>{t('rewards.tree.monthEarned')}</dt>
            <dd data-testid="bo-tree-month-earned">{vip.month_earned}</dd>
          </div>
          <div>
            <dt>{t('rewards.tree.lastMonthEarned')}</dt>
            <dd>{vip.last_month_earned}</dd>
          </div>
        </Facts>
        <Small style={{ marginTop: 12 }}>
          {vip.next
            ? t('rewards.tree.next', { name: name(vip.next), remaining: vip.next.remaining, progress: vip.progress.toFixed(2) })
            : t('rewards.tree.top')}
        </Small>
      </PanelBody>
    </Panel>
  );
}
