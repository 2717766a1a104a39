import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBoAuditQuery } from '@khela/api/backoffice';
import { formatMoney, type AuditEntry } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { DataTable } from '../../components/DataTable';
import { shortDateTime } from '../../components/format';
import { Btn, Input, Mono, Muted, Page, Panel, Select, Small, Toolbar } from '../../components/kit';
import { Pager } from '../../components/Pager';

const ENTITIES = [
  'deposit',
  'withdrawal',
  'turnover_ticket',
  'player',
  'payment_method',
  'payment_channel',
  'receiving_number',
  'promotion',
  'slider',
  'general_settings',
  'payment_settings',
  'staff',
  'staff_session',
  'game_type',
  'game_provider',
  'game',
  'game_round',
] as const;

/** The append-only audit log: who did what to which record, when, with the record before and after. */
export default function AuditPage() {
  const { t } = useTranslation('backoffice');
  const [entity, setEntity] = useState('');
  const [entityId, setEntityId] = useState('');
  return (
    <Page title={t('nav.audit')} subtitle={t('audit.subtitle')}>
      <Toolbar style={{ marginBottom: 12 }}>
        <Select aria-label={t('audit.entity')} value={entity} onChange={(e) => setEntity(e.target.value)} style={{ width: 220 }} data-testid="bo-audit-entity">
          <option value="">{t('audit.allEntities')}</option>
          {ENTITIES.map((e) => (
            <option key={e} value={e}>
              {t(`audit.entities.${e}`)}
            </option>
          ))}
        </Select>
        <Input
          aria-label={t('audit.entityId')}
          placeholder={t('audit.entityId')}
          value={entityId}
          onChange={(e) => setEntityId(e.target.value.replace(/[^\d]/g, ''))}
          style={{ width: 140 }}
        />
        {(entity || entityId) && (
          <Btn
            $variant="ghost"
            onClick={() => {
              setEntity('');
              setEntityId('');
            }}
          >
            <Icon name="close" size={14} /> {t('common.clear')}
          </Btn>
        )}
      </Toolbar>
      <AuditTable key={`${entity}:${entityId}`} filter={{ entity: entity || undefined, entity_id: entityId || undefined }} />
    </Page>
  );
}

/** Where an audited record lives in the console, when it has a page. */
function entityLink(e: AuditEntry): string | null {
  if (e.entity === 'player') return `/players/${e.entity_id}`;
  if (e.entity === 'game_round') return `/game-rounds?round=${e.entity_id}`;
  if (e.entity === 'game') return '/games';
  if (e.entity === 'game_provider') return '/games?tab=providers';
  if (e.entity === 'game_type') return '/games?tab=types';
  const after = (e.after ?? e.before) as Record<string, unknown> | null;
  const player = after && typeof after === 'object' ? after.player_id : undefined;
  if ((e.entity === 'deposit' || e.entity === 'withdrawal' || e.entity === 'turnover_ticket') && (typeof player === 'string' || typeof player === 'number')) {
    return `/players/${player}`;
  }
  return null;
}

export function AuditTable({ filter }: { filter: { entity?: string; entity_id?: string } }) {
  const { t } = useTranslation('backoffice');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Set<number>>(() => new Set());
  const { data, isLoading } = useBoAuditQuery({ ...filter, page, per_page: 50 });
  const toggle = (id: number) =>
    setOpen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  return (
    <Panel>
      <DataTable
        testId="bo-audit-table"
        columns={[
          { style: { width: 28 } },
          { label: t('audit.when') },
          { label: t('audit.who') },
          { label: t('audit.action') },
          { label: t('audit.entity') },
          { label: t('audit.changes') },
        ]}
        loading={isLoading}
        empty={data?.data.length === 0}
      >
        {data?.data.map((e) => {
          const isOpen = open.has(e.id);
          const changed = diff(e.before, e.after).filter((r) => r.changed).length;
          const link = entityLink(e);
          const hasData = e.before !== null || e.after !== null;
          return (
            <Fragment key={e.id}>
              <tr data-testid={`bo-audit-row-${e.id}`} data-action={e.action} onClick={() => hasData && toggle(e.id)} style={{ cursor: hasData ? 'pointer' : 'default' }}>
                <td>{hasData && <Chevron $open={isOpen} aria-hidden><Icon name="chevronRight" size={14} /></Chevron>}</td>
                <td>{shortDateTime(e.created_at)}</td>
                <td>
                  <b>{e.staff.username}</b>
                </td>
                <td>
                  {t(`audit.verbs.${e.action.split('.').pop()}`, { defaultValue: e.action })}
                  <Small>
                    <Mono>{e.action}</Mono>
                  </Small>
                </td>
                <td>
                  {t(`audit.entities.${e.entity}`, { defaultValue: e.entity })}{' '}
                  {link ? (
                    <Link to={link} onClick={(ev) => ev.stopPropagation()}>
                      <Mono>#{e.entity_id}</Mono>
                    </Link>
                  ) : (
                    <Mono>#{e.entity_id}</Mono>
                  )}
                </td>
                <td>
                  {hasData ? (
                    <Btn
                      $size="xs"
                      $variant="ghost"
                      aria-expanded={isOpen}
                      onClick={(ev) => {
                        ev.stopPropagation();
                        toggle(e.id);
                      }}
                    >
                      {e.before === null ? t('audit.created') : e.after === null ? t('audit.deleted') : t('audit.fieldsChanged', { count: changed })}
                    </Btn>
                  ) : (
                    <Muted>—</Muted>
                  )}
                </td>
              </tr>
              {isOpen && (
                <tr>
                  <td />
                  <td colSpan={5} style={{ paddingTop: 0 }}>
                    <DiffView before={e.before} after={e.after} />
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

interface DiffRow {
  key: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

function show(v: unknown): string {
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
}

/** Field-by-field comparison of two audit snapshots (objects; anything else is one "value" field). */
export function diff(before: unknown, after: unknown): DiffRow[] {
  const obj = (v: unknown): Record<string, unknown> | null => (v === null || v === undefined ? null : typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v });
  const b = obj(before);
  const a = obj(after);
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return keys.map((key) => {
    const bv = b ? show(b[key]) : undefined;
    const av = a ? show(a[key]) : undefined;
    return { key, before: b && key in b ? bv : undefined, after: a && key in a ? av : undefined, changed: bv !== av };
  });
}

/** Columns the audit snapshots keep in poisha (raw database rows). */
const POISHA_FIELDS = new Set(['amount', 'bonus', 'balance', 'min_amount', 'max_amount', 'daily_limit', 'required', 'remaining', 'max_bonus', 'min_deposit', 'turnover_release_threshold']);

/** A snapshot value; poisha columns also in taka ("15000" → "150.00 · 15000"). */
function Value({ field, text }: { field: string; text: string | undefined }) {
  if (text === undefined) return null;
  if (POISHA_FIELDS.has(field) && /^-?\d{1,18}$/.test(text)) {
    return (
      <Mono>
        {formatMoney(BigInt(text))} <Muted>· {text}</Muted>
      </Mono>
    );
  }
  return <Mono>{text}</Mono>;
}

function DiffView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('backoffice');
  const [all, setAll] = useState(false);
  const rows = diff(before, after);
  const shown = all || before === null || after === null ? rows : rows.filter((r) => r.changed);
  return (
    <DiffBox data-testid="bo-audit-diff">
      <DiffTable>
        <thead>
          <tr>
            <th>{t('audit.field')}</th>
            <th>{t('audit.before')}</th>
            <th>{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.key} className={r.changed ? 'changed' : undefined}>
              <td>
                <Mono>{r.key}</Mono>
              </td>
              <td className="before">
                <Value field={r.key} text={r.before} />
              </td>
              <td className="after">
                <Value field={r.key} text={r.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </DiffTable>
      {before !== null && after !== null && rows.some((r) => !r.changed) && (
        <Btn $size="xs" $variant="ghost" onClick={() => setAll((v) => !v)} style={{ marginTop: 6 }}>
          {all ? t('audit.onlyChanged') : t('audit.showAll', { count: rows.length })}
        </Btn>
      )}
    </DiffBox>
  );
}

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? 90 : 0)}deg);
  transition: transform 0.15s ease;
`;

const DiffBox = styled.div`
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.bg};
`;

const DiffTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: 12px;
  th { padding: 4px 8px; text-align: left; color: ${({ theme }) => theme.colors.textMuted}; font-size: 11px; text-transform: uppercase; letter-spacing: 0.04em; }
  th:first-child { width: 200px; }
  td { padding: 4px 8px; vertical-align: top; border-top: 1px solid rgba(42, 54, 86, 0.5); overflow-wrap: anywhere; }
  tr.changed td.before { background: rgba(240, 68, 90, 0.1); color: #fda4af; }
  tr.changed td.after { background: rgba(34, 197, 94, 0.1); color: #86efac; }
`;
