import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  storageUrl,
  useBoPaymentChannelsQuery,
  useBoPaymentMethodsQuery,
  useBoReceivingNumbersQuery,
  type BoPaymentChannel,
  type BoPaymentMethod,
  type BoReceivingNumber,
} from '@khela/api/backoffice';
import { PAYMENT_ACCOUNT_TYPES, tryParseMoney } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { ActiveToggle } from '../../components/ActiveToggle';
import { ConfigDialog, type FieldDef } from '../../components/ConfigDialog';
import { DeleteDialog } from '../../components/DeleteDialog';
import { money } from '../../components/format';
import { Badge, Btn, EmptyRow, FilterTabs, Mono, Muted, Num, Page, Panel, Select, Small, Table, TableWrap, Toolbar } from '../../components/kit';

type Editing<T> = { row?: T } | null;

/** Payment methods (bonus %), their channels (min/max per account type) and the receiving numbers (daily limits). */
export default function PaymentsPage() {
  const { t } = useTranslation('backoffice');
  const [params, setParams] = useSearchParams();
  const tab = (['methods', 'channels', 'numbers'] as const).find((k) => k === params.get('tab')) ?? 'methods';
  const methods = useBoPaymentMethodsQuery();
  const [method, setMethod] = useState('');
  const [adding, setAdding] = useState(false);

  const methodName = (id: number) => methods.data?.find((m) => m.id === id)?.name ?? `#${id}`;
  const methodOptions = (methods.data ?? []).map((m) => ({ value: String(m.id), label: m.name }));

  return (
    <Page
      title={t('payments.title')}
      subtitle={t('payments.subtitle')}
      actions={
        <Btn $variant="primary" onClick={() => setAdding(true)} data-testid="bo-payments-add">
          + {t(`payments.add.${tab}`)}
        </Btn>
      }
    >
      <Toolbar style={{ marginBottom: 12, justifyContent: 'space-between' }}>
        <FilterTabs
          label={t('payments.title')}
          value={tab}
          onChange={(k) => setParams(k === 'methods' ? {} : { tab: k }, { replace: true })}
          items={[
            { key: 'methods', label: t('payments.tabs.methods'), count: methods.data?.length },
            { key: 'channels', label: t('payments.tabs.channels') },
            { key: 'numbers', label: t('payments.tabs.numbers') },
          ]}
        />
        {tab !== 'methods' && (
          <Select aria-label={t('payments.method')} value={method} onChange={(e) => setMethod(e.target.value)} style={{ width: 200 }}>
            <option value="">{t('payments.allMethods')}</option>
            {methodOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
      </Toolbar>
      {tab === 'methods' && <Methods adding={adding} onAdded={() => setAdding(false)} />}
      {tab === 'channels' && <Channels methodId={method} methodName={methodName} methodOptions={methodOptions} adding={adding} onAdded={() => setAdding(false)} />}
      {tab === 'numbers' && <Numbers methodId={method} methodName={methodName} methodOptions={methodOptions} adding={adding} onAdded={() => setAdding(false)} />}
    </Page>
  );
}

function useAccountTypes() {
  const { t } = useTranslation('backoffice');
  return PAYMENT_ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`accountTypes.${a}`) }));
}

// ------------------------------------------------------------------ methods

function Methods({ adding, onAdded }: { adding: boolean; onAdded(): void }) {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoPaymentMethodsQuery();
  const [editing, setEditing] = useState<Editing<BoPaymentMethod>>(null);
  const [deleting, setDeleting] = useState<BoPaymentMethod | null>(null);
  const fields: FieldDef[] = [
    { name: 'name', label: t('payments.fields.name'), kind: 'text', required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$/, hint: editing?.row ? t('payments.codeFixed', { code: editing.row.code }) : t('payments.nameHint') },
    { name: 'icon', label: t('payments.fields.icon'), kind: 'text', hint: t('common.storagePathHint') },
    { name: 'bonus_pct', label: t('payments.fields.bonusPct'), kind: 'int', min: 0, max: 100, hint: t('payments.bonusHint') },
    { name: 'sort_order', label: t('common.sortOrder'), kind: 'int', min: -100000, max: 100000 },
    { name: 'withdraw_enabled', label: t('payments.fields.withdrawEnabled'), kind: 'bool' },
    { name: 'status', label: t('common.status'), kind: 'select', required: true, options: [{ value: 'active', label: t('status.active') }, { value: 'inactive', label: t('status.inactive') }] },
  ];
  const dialog = adding ? { row: undefined } : editing;
  return (
    <Panel>
      <TableWrap>
        <Table data-testid="bo-methods-table">
          <thead>
            <tr>
              <th>{t('payments.fields.icon')}</th>
              <th>{t('payments.fields.name')}</th>
              <th>{t('payments.fields.code')}</th>
              <th className="num">{t('payments.fields.bonusPct')}</th>
              <th>{t('payments.fields.withdrawEnabled')}</th>
              <th className="num">{t('common.sortOrder')}</th>
              <th>{t('common.status')}</th>
              <th className="actions" />
            </tr>
          </thead>
          <tbody>
            {isLoading && <EmptyRow cols={8} text={t('common.loading')} />}
            {data?.length === 0 && <EmptyRow cols={8} text={t('common.noData')} />}
            {data?.map((m) => (
              <tr key={m.id} data-testid={`bo-method-row-${m.id}`}>
                <td>{m.icon ? <MethodIcon src={storageUrl(m.icon)} alt="" loading="lazy" /> : <Muted>—</Muted>}</td>
                <td>
                  <b>{m.name}</b>
                </td>
                <td>
                  <Mono>{m.code}</Mono>
                </td>
                <td className="num">
                  <Num $tone="gold">{m.bonus_pct}%</Num>
                </td>
                <td>{m.withdraw_enabled ? <Badge $tone="success">{t('common.yes')}</Badge> : <Badge>{t('common.no')}</Badge>}</td>
                <td className="num">{m.sort_order}</td>
                <td>
                  <ActiveToggle resource="payment-methods" id={m.id} status={m.status} />
                </td>
                <td className="actions">
                  <Btn $size="xs" onClick={() => setEditing({ row: m })}>
                    {t('common.edit')}
                  </Btn>
                  <Btn $size="xs" $variant="danger" onClick={() => setDeleting(m)}>
                    {t('common.delete')}
                  </Btn>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      {dialog && (
        <ConfigDialog
          resource="payment-methods"
          title={dialog.row ? t('payments.editMethod', { name: dialog.row.name }) : t('payments.add.methods')}
          fields={fields}
          row={dialog.row as unknown as Record<string, unknown> & { id: number }}
          defaults={{ status: 'active', bonus_pct: 2, withdraw_enabled: true, sort_order: (data?.length ?? 0) + 1 }}
          onClose={() => {
            setEditing(null);
            onAdded();
          }}
        />
      )}
      {deleting && <DeleteDialog resource="payment-methods" id={deleting.id} name={deleting.name} onClose={() => setDeleting(null)} />}
    </Panel>
  );
}

// ------------------------------------------------------------------ channels

type Opt = { value: string; label: string };

function Channels({ methodId, methodName, methodOptions, adding, onAdded }: { methodId: string; methodName(id: number): string; methodOptions: Opt[]; adding: boolean; onAdded(): void }) {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoPaymentChannelsQuery();
  const accountTypes = useAccountTypes();
  const [editing, setEditing] = useState<Editing<BoPaymentChannel>>(null);
  const [deleting, setDeleting] = useState<BoPaymentChannel | null>(null);
  const rows = (data ?? []).filter((c) => !methodId || String(c.method_id) === methodId);
  const fields: FieldDef[] = [
    { name: 'method_id', label: t('payments.method'), kind: 'select', numeric: true, required: true, options: methodOptions, immutable: true },
    { name: 'name', label: t('payments.fields.name'), kind: 'text', required: true },
    { name: 'account_type', label: t('payments.fields.accountType'), kind: 'select', required: true, options: accountTypes },
    { name: 'type', label: t('payments.fields.type'), kind: 'text', required: true, hint: t('payments.typeHint') },
    { name: 'min', label: t('payments.fields.min'), kind: 'money', required: true },
    { name: 'max', label: t('payments.fields.max'), kind: 'money', required: true },
    { name: 'sort_order', label: t('common.sortOrder'), kind: 'int', min: -100000, max: 100000 },
    { name: 'status', label: t('common.status'), kind: 'select', required: true, options: [{ value: 'active', label: t('status.active') }, { value: 'inactive', label: t('status.inactive') }] },
  ];
  const dialog = adding ? { row: undefined } : editing;
  return (
    <Panel>
      <TableWrap>
        <Table data-testid="bo-channels-table">
          <thead>
            <tr>
              <th>{t('payments.method')}</th>
              <th>{t('payments.fields.name')}</th>
              <th>{t('payments.fields.accountType')}</th>
              <th>{t('payments.fields.type')}</th>
              <th className="num">{t('payments.fields.min')}</th>
              <th className="num">{t('payments.fields.max')}</th>
              <th className="num">{t('common.sortOrder')}</th>
              <th>{t('common.status')}</th>
              <th className="actions" />
            </tr>
          </thead>
          <tbody>
            {isLoading && <EmptyRow cols={9} text={t('common.loading')} />}
            {!isLoading && rows.length === 0 && <EmptyRow cols={9} text={t('common.noData')} />}
            {rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <b>{methodName(c.method_id)}</b>
                </td>
                <td>{c.name}</td>
                <td>{t(`accountTypes.${c.account_type}`, { defaultValue: c.account_type })}</td>
                <td>{c.type}</td>
                <td className="num">
                  <Num>{money(c.min)}</Num>
                </td>
                <td className="num">
                  <Num>{money(c.max)}</Num>
                </td>
                <td className="num">{c.sort_order}</td>
                <td>
                  <ActiveToggle resource="payment-channels" id={c.id} status={c.status} />
                </td>
                <td className="actions">
                  <Btn $size="xs" onClick={() => setEditing({ row: c })}>
                    {t('common.edit')}
                  </Btn>
                  <Btn $size="xs" $variant="danger" onClick={() => setDeleting(c)}>
                    {t('common.delete')}
                  </Btn>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      {dialog && (
        <ConfigDialog
          resource="payment-channels"
          title={dialog.row ? t('payments.editChannel', { name: `${methodName(dialog.row.method_id)} · ${dialog.row.name}` }) : t('payments.add.channels')}
          fields={fields}
          row={dialog.row as unknown as Record<string, unknown> & { id: number }}
          defaults={{ method_id: methodId, status: 'active', account_type: 'Agent' }}
          onClose={() => {
            setEditing(null);
            onAdded();
          }}
        />
      )}
      {deleting && <DeleteDialog resource="payment-channels" id={deleting.id} name={`${methodName(deleting.method_id)} · ${deleting.name}`} onClose={() => setDeleting(null)} />}
    </Panel>
  );
}

// ------------------------------------------------------------------ receiving numbers

function usage(n: BoReceivingNumber): number {
  const used = tryParseMoney(n.used_today);
  const limit = tryParseMoney(n.daily_limit);
  if (used === null || !limit) return 0;
  return Number((used * 1000n) / limit) / 10;
}

function Numbers({ methodId, methodName, methodOptions, adding, onAdded }: { methodId: string; methodName(id: number): string; methodOptions: Opt[]; adding: boolean; onAdded(): void }) {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoReceivingNumbersQuery();
  const accountTypes = useAccountTypes();
  const [editing, setEditing] = useState<Editing<BoReceivingNumber>>(null);
  const [deleting, setDeleting] = useState<BoReceivingNumber | null>(null);
  const rows = (data ?? []).filter((n) => !methodId || String(n.method_id) === methodId);
  const fields: FieldDef[] = [
    { name: 'method_id', label: t('payments.method'), kind: 'select', numeric: true, required: true, options: methodOptions, immutable: true },
    { name: 'account_type', label: t('payments.fields.accountType'), kind: 'select', required: true, options: accountTypes },
    { name: 'number', label: t('payments.fields.number'), kind: 'text', required: true, pattern: /^\d{11}$/, hint: t('payments.numberHint') },
    { name: 'daily_limit', label: t('payments.fields.dailyLimit'), kind: 'money', required: true },
    { name: 'status', label: t('common.status'), kind: 'select', required: true, options: [{ value: 'active', label: t('status.active') }, { value: 'inactive', label: t('status.inactive') }] },
  ];
  const dialog = adding ? { row: undefined } : editing;
  return (
    <Panel>
      <TableWrap>
        <Table data-testid="bo-numbers-table">
          <thead>
            <tr>
              <th>{t('payments.method')}</th>
              <th>{t('payments.fields.accountType')}</th>
              <th>{t('payments.fields.number')}</th>
              <th className="num">{t('payments.fields.dailyLimit')}</th>
              <th>{t('payments.usedToday')}</th>
              <th>{t('payments.active')}</th>
              <th className="actions" />
            </tr>
          </thead>
          <tbody>
            {isLoading && <EmptyRow cols={7} text={t('common.loading')} />}
            {!isLoading && rows.length === 0 && <EmptyRow cols={7} text={t('common.noData')} />}
            {rows.map((n) => {
              const pct = usage(n);
              return (
                <tr key={n.id}>
                  <td>
                    <b>{methodName(n.method_id)}</b>
                  </td>
                  <td>{t(`accountTypes.${n.account_type}`, { defaultValue: n.account_type })}</td>
                  <td>
                    <Mono>{n.number}</Mono>
                  </td>
                  <td className="num">
                    <Num>{money(n.daily_limit)}</Num>
                  </td>
                  <td style={{ minWidth: 200 }}>
                    <Usage $pct={pct} $hot={pct >= 90}>
                      <span />
                    </Usage>
                    <Small>
                      {money(n.used_today)} · {pct.toFixed(1)}%
                    </Small>
                  </td>
                  <td>
                    <ActiveToggle resource="receiving-numbers" id={n.id} status={n.status} testId={`bo-number-active-${n.id}`} />
                  </td>
                  <td className="actions">
                    <Btn $size="xs" onClick={() => setEditing({ row: n })}>
                      {t('common.edit')}
                    </Btn>
                    <Btn $size="xs" $variant="danger" onClick={() => setDeleting(n)}>
                      {t('common.delete')}
                    </Btn>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableWrap>
      {dialog && (
        <ConfigDialog
          resource="receiving-numbers"
          title={dialog.row ? t('payments.editNumber', { number: dialog.row.number }) : t('payments.add.numbers')}
          fields={fields}
          row={dialog.row as unknown as Record<string, unknown> & { id: number }}
          defaults={{ method_id: methodId, status: 'active', account_type: 'Agent', daily_limit: '200000' }}
          onClose={() => {
            setEditing(null);
            onAdded();
          }}
        />
      )}
      {deleting && <DeleteDialog resource="receiving-numbers" id={deleting.id} name={deleting.number} onClose={() => setDeleting(null)} />}
    </Panel>
  );
}

const MethodIcon = styled.img`
  width: 28px;
  height: 28px;
  border-radius: 6px;
  object-fit: contain;
  background: #fff;
  padding: 2px;
`;

const Usage = styled.div<{ $pct: number; $hot: boolean }>`
  height: 6px;
  margin-bottom: 3px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.bg};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    width: ${({ $pct }) => Math.min(100, $pct)}%;
    background: ${({ theme, $hot }) => ($hot ? theme.colors.danger : theme.colors.accent)};
  }
`;
