import { Link } from 'react-router-dom';
import {
  selectStaffSession,
  staffCan,
  useBoDashboardQuery,
  useBoDepositsQuery,
  useBoHouseAccountsQuery,
  useBoWithdrawalsQuery,
  useSelector,
  type StaffSessionState,
} from '@khela/api/backoffice';
import { formatMoney, tryParseMoney } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { dateOnly, shortDateTime, money } from '../../components/format';
import { DataTable } from '../../components/DataTable';
import { Cards, Stat } from '../../components/Stat';
import { EmptyRow, Grid, Mono, Muted, Num, Page, Panel, PanelHead, Table } from '../../components/kit';

const POLL_MS = 20_000;

export default function DashboardPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const role = useSelector((s: { staffSession: StaffSessionState }) => selectStaffSession(s).role);
  const canMoney = staffCan(role, 'deposits.manage');
  const { data, isLoading } = useBoDashboardQuery(undefined, { pollingInterval: POLL_MS });
  const deposits = useBoDepositsQuery({ status: 'pending', per_page: 8 }, { skip: !canMoney, pollingInterval: POLL_MS });
  const withdrawals = useBoWithdrawalsQuery({ status: 'pending', per_page: 8 }, { skip: !staffCan(role, 'withdrawals.manage'), pollingInterval: POLL_MS });
  const house = useBoHouseAccountsQuery(undefined, { skip: !canMoney });
  /** "house:deposits:bKash:BDT" → "Deposits clearing · bKash"; unknown codes as they are. */
  const houseLabel = (code: string, currency: string) => {
    const name = code.replace(/^house:/, '').replace(new RegExp(`:${currency}$`), '');
    const [kind = '', ...rest] = name.split(':');
    const perMethod = kind === 'deposits' || kind === 'cashout' || kind === 'games';
    const label = t(`house.${perMethod ? kind : name.replace(/:/g, '_')}`, { defaultValue: '' });
    if (!label) return name;
    return perMethod ? `${label} · ${rest.join(':')}` : label;
  };

  const net = (() => {
    const d = tryParseMoney(data?.today.deposits_total ?? '');
    const w = tryParseMoney(data?.today.withdrawals_total ?? '');
    return d !== null && w !== null ? d - w : null;
  })();

  return (
    <Page title={t('nav.dashboard')} subtitle={data ? t('dashboard.subtitle', { date: dateOnly(data.today.date) }) : ' '}>
      <Cards>
        <Stat
          to={canMoney ? '/deposits' : undefined}
          icon="deposit"
          tone="warning"
          label={t('dashboard.pendingDeposits')}
          value={data?.pending_deposits}
          testId="bo-pending-deposits"
          loading={isLoading}
        />
        <Stat
          to={canMoney ? '/withdrawals' : undefined}
          icon="withdraw"
          tone="warning"
          label={t('dashboard.pendingWithdrawals')}
          value={data?.pending_withdrawals}
          testId="bo-pending-withdrawals"
          loading={isLoading}
        />
        <Stat to={canMoney ? '/deposits?tab=flagged' : undefined} icon="search" tone="danger" label={t('dashboard.flaggedDeposits')} value={data?.flagged_deposits} hint={t('dashboard.flaggedHint')} loading={isLoading} />
        <Stat to={canMoney ? '/deposits?tab=notices' : undefined} icon="inbox" tone="info" label={t('dashboard.unmatchedNotices')} value={data?.unmatched_notices} hint={t('dashboard.unmatchedHint')} loading={isLoading} />
      </Cards>

      <Cards>
        <Stat icon="deposit" tone="success" label={t('dashboard.todayDeposits')} value={data ? money(data.today.deposits_total) : undefined} hint={data ? t('dashboard.count', { count: data.today.deposits_count }) : undefined} loading={isLoading} money />
        <Stat icon="withdraw" tone="danger" label={t('dashboard.todayWithdrawals')} value={data ? money(data.today.withdrawals_total) : undefined} hint={data ? t('dashboard.count', { count: data.today.withdrawals_count }) : undefined} loading={isLoading} money />
        <Stat icon="wallet" tone="gold" label={t('dashboard.todayNet')} value={net !== null ? formatMoney(net) : undefined} hint={t('dashboard.netHint')} loading={isLoading} money />
      </Cards>

      {canMoney && (
        <Grid $cols="minmax(0, 1.25fr) minmax(0, 1fr)">
          <Panel>
            <PanelHead>
              <h2>{t('dashboard.oldestDeposits')}</h2>
              <Link to="/deposits">{t('dashboard.openQueue')}</Link>
            </PanelHead>
            <DataTable
              columns={[
                { label: t('deposits.submitted') },
                { label: t('audit.entities.player') },
                { label: t('common.method') },
                { label: t('deposits.trxId') },
                { label: t('common.amount'), className: 'num' },
              ]}
              empty={deposits.data?.data.length === 0}
              emptyText={t('dashboard.queueClear')}
            >
              {deposits.data?.data.map((d) => (
                <tr key={d.id}>
                  <td>
                    <Muted>{shortDateTime(d.created_at)}</Muted>
                  </td>
                  <td>
                    <Link to={`/players/${d.player.id}`}>{d.player.username}</Link>
                  </td>
                  <td>{d.method}</td>
                  <td>
                    <Mono>{d.transaction_id ?? '—'}</Mono>
                  </td>
                  <td className="num">
                    <Num>{money(d.amount)}</Num>
                  </td>
                </tr>
              ))}
            </DataTable>
          </Panel>
          <div>
            <Panel>
              <PanelHead>
                <h2>{t('dashboard.oldestWithdrawals')}</h2>
                <Link to="/withdrawals">{t('dashboard.openQueue')}</Link>
              </PanelHead>
              <Table>
                <thead>
                  <tr>
                    <th>{t('deposits.submitted')}</th>
                    <th>{t('audit.entities.player')}</th>
                    <th className="num">{t('common.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {withdrawals.data?.data.length === 0 && <EmptyRow cols={3} text={t('dashboard.queueClear')} />}
                  {withdrawals.data?.data.map((w) => (
                    <tr key={w.id}>
                      <td>
                        <Muted>{shortDateTime(w.created_at)}</Muted>
                      </td>
                      <td>
                        <Link to={`/players/${w.player.id}`}>{w.player.username}</Link>
                      </td>
                      <td className="num">
                        <Num>{money(w.amount)}</Num>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Panel>
            <Panel>
              <PanelHead>
                <h2>{t('dashboard.house')}</h2>
              </PanelHead>
              <Table>
                <thead>
                  <tr>
                    <th>{t('dashboard.account')}</th>
                    <th>{t('common.currency')}</th>
                    <th className="num">{t('ui:balance')}</th>
                  </tr>
                </thead>
                <tbody>
                  {house.data?.length === 0 && <EmptyRow cols={3} text={t('ui:noData')} />}
                  {house.data?.map((h) => (
                    <tr key={`${h.code}-${h.currency}`}>
                      <td>{houseLabel(h.code, h.currency)}</td>
                      <td>{h.currency}</td>
                      <td className="num">
                        <Num>{money(h.balance)}</Num>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </Panel>
          </div>
        </Grid>
      )}
    </Page>
  );
}
