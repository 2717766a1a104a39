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
import type { FieldDef } from '../../components/ConfigDialog';
import { ConfigTable, useCommonFields } from '../../components/ConfigTable';
import { money } from '../../components/format';
import { Badge, Btn, FilterTabs, Mono, Muted, Num, Page, Select, Small, Toolbar } from '../../components/kit';

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
      title={t('nav.payments')}
      subtitle={t('payments.subtitle')}
      actions={
        <Btn $variant="primary" onClick={() => setAdding(true)} data-testid="bo-payments-add">
          + {t(`payments.add.${tab}`)}
        </Btn>
      }
    >
      <Toolbar style={{ marginBottom: 12, justifyContent: 'space-between' }}>
        <FilterTabs
          label={t('nav.payments')}
          value={tab}
          onChange={(k) => setParams(k === 'methods' ? {} : { tab: k }, { replace: true })}
          items={[
            { key: 'methods', label: t('payments.tabs.methods'), count: methods.data?.length },
            { key: 'channels', label: t('payments.tabs.channels') },
            { key: 'numbers', label: t('payments.tabs.numbers') },
          ]}
        />
        {tab !== 'methods' && (
          <Select aria-label={t('common.method')} value={method} onChange={(e) => setMethod(e.target.value)} style={{ width: 200 }}>
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
  const { sortOrder, status } = useCommonFields();
  return (
    <ConfigTable<BoPaymentMethod>
      resource="payment-methods"
      testId="bo-methods-table"
      columns={[
        { label: t('payments.fields.icon') },
        { label: t('common.name') },
        { label: t('payments.fields.code') },
        { label: t('payments.fields.bonusPct'), className: 'num' },
        { label: t('nav.withdrawals') },
        { label: t('common.sortOrder'), className: 'num' },
        { label: t('common.status') },
      ]}
      rows={data}
      loading={isLoading}
      rowTestId={(m) => `bo-method-row-${m.id}`}
      cells={(m) => (
        <>
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
        </>
      )}
      form={(row) => ({
        title: row ? t('payments.editMethod', { name: row.name }) : t('payments.add.methods'),
        fields: [
          { name: 'name', label: t('common.name'), kind: 'text', required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,39}$/, hint: row ? t('payments.codeFixed', { code: row.code }) : t('payments.nameHint') },
          { name: 'icon', label: t('payments.fields.icon'), kind: 'text', hint: t('common.storagePathHint') },
          { name: 'bonus_pct', label: t('payments.fields.bonusPct'), kind: 'int', min: 0, max: 100, hint: t('payments.bonusHint') },
          sortOrder,
          { name: 'withdraw_enabled', label: t('nav.withdrawals'), kind: 'bool' },
          status,
        ],
        defaults: { status: 'active', bonus_pct: 2, withdraw_enabled: true, sort_order: (data?.length ?? 0) + 1 },
      })}
      deleteName={(m) => m.name}
      adding={adding}
      onAddClosed={onAdded}
    />
  );
}

// ------------------------------------------------------------------ channels

type Opt = { value: string; label: string };

/** The props of the tabs that list rows per payment method. */
type PerMethodProps = { methodId: string; methodName(id: number): string; methodOptions: Opt[]; adding: boolean; onAdded(): void };

/** The method select of a channel or receiving number: chosen once, fixed afterwards. */
function methodField(label: string, methodOptions: Opt[]): FieldDef {
  return { name: 'method_id', label, kind: 'select', numeric: true, required: true, options: methodOptions, immutable: true };
}

function Channels({ methodId, methodName, methodOptions, adding, onAdded }: PerMethodProps) {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoPaymentChannelsQuery();
  const accountTypes = useAccountTypes();
  const { sortOrder, status } = useCommonFields();
  const rows = (data ?? []).filter((c) => !methodId || String(c.method_id) === methodId);
  const fullName = (c: BoPaymentChannel) => `${methodName(c.method_id)} · ${c.name}`;
  return (
    <ConfigTable<BoPaymentChannel>
      resource="payment-channels"
      testId="bo-channels-table"
      columns={[
        { label: t('common.method') },
        { label: t('common.name') },
        { label: t('payments.fields.accountType') },
        { label: t('payments.fields.type') },
        { label: t('payments.fields.min'), className: 'num' },
        { label: t('payments.fields.max'), className: 'num' },
        { label: t('common.sortOrder'), className: 'num' },
        { label: t('common.status') },
      ]}
      rows={rows}
      loading={isLoading}
      cells={(c) => (
        <>
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
        </>
      )}
      form={(row) => ({
        title: row ? t('payments.editChannel', { name: fullName(row) }) : t('payments.add.channels'),
        fields: [
          methodField(t('common.method'), methodOptions),
          { name: 'name', label: t('common.name'), kind: 'text', required: true },
          { name: 'account_type', label: t('payments.fields.accountType'), kind: 'select', required: true, options: accountTypes },
          { name: 'type', label: t('payments.fields.type'), kind: 'text', required: true, hint: t('payments.typeHint') },
          { name: 'min', label: t('payments.fields.min'), kind: 'money', required: true },
          { name: 'max', label: t('payments.fields.max'), kind: 'money', required: true },
          sortOrder,
          status,
        ],
        defaults: { method_id: methodId, status: 'active', account_type: 'Agent' },
      })}
      deleteName={fullName}
      adding={adding}
      onAddClosed={onAdded}
    />
  );
}

// ------------------------------------------------------------------ receiving numbers

function usage(n: BoReceivingNumber): number {
  const used = tryParseMoney(n.used_today);
  const limit = tryParseMoney(n.daily_limit);
  if (used === null || !limit) return 0;
  return Number((used * 1000n) / limit) / 10;
}

function Numbers({ methodId, methodName, methodOptions, adding, onAdded }: PerMethodProps) {
  const { t } = useTranslation('backoffice');
  const { data, isLoading } = useBoReceivingNumbersQuery();
  const accountTypes = useAccountTypes();
  const { status } = useCommonFields();
  const rows = (data ?? []).filter((n) => !methodId || String(n.method_id) === methodId);
  return (
    <ConfigTable<BoReceivingNumber>
      resource="receiving-numbers"
      testId="bo-numbers-table"
      columns={[
        { label: t('common.method') },
        { label: t('payments.fields.accountType') },
        { label: t('payments.fields.number') },
        { label: t('payments.fields.dailyLimit'), className: 'num' },
        { label: t('payments.usedToday') },
        { label: t('status.active') },
      ]}
      rows={rows}
      loading={isLoading}
      cells={(n) => {
        const pct = usage(n);
        return (
          <>
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
          </>
        );
      }}
      form={(row) => ({
        title: row ? t('payments.editNumber', { number: row.number }) : t('payments.add.numbers'),
        fields: [
          methodField(t('common.method'), methodOptions),
          { name: 'account_type', label: t('payments.fields.accountType'), kind: 'select', required: true, options: accountTypes },
          { name: 'number', label: t('payments.fields.number'), kind: 'text', required: true, pattern: /^\d{11}$/, hint: t('payments.numberHint') },
          { name: 'daily_limit', label: t('payments.fields.dailyLimit'), kind: 'money', required: true },
          status,
        ],
        defaults: { method_id: methodId, status: 'active', account_type: 'Agent', daily_limit: '200000' },
      })}
      deleteName={(n) => n.number}
      adding={adding}
      onAddClosed={onAdded}
    />
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
