import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  storageUrl,
  useBoGameProvidersQuery,
  useBoGamesQuery,
  useBoGameTypesQuery,
  type BoGame,
  type BoGameProvider,
  type BoGameType,
} from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { ActiveToggle } from '../../components/ActiveToggle';
import type { FieldDef } from '../../components/ConfigDialog';
import { ConfigTable, useCommonFields } from '../../components/ConfigTable';
import { dateOnly } from '../../components/format';
import { Badge, Btn, FilterTabs, Input, Mono, Muted, Num, Page, Select, Small, Thumb, Toolbar, Trunc } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { StatusBadge } from '../../components/status';
import { useCan } from '../../components/useCan';

type Tab = 'games' | 'providers' | 'types';
const TABS: Tab[] = ['games', 'providers', 'types'];
const PER_PAGE = 50;
const SECRET_MIN = 16;

/** The game catalogue: games (what the lobby shows), their providers and the lobby's types. Admins edit; every role reads. */
export default function GamesPage() {
  const { t } = useTranslation(['backoffice', 'ui']);
  const [params, setParams] = useSearchParams();
  const tab = (TABS as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'games';
  const canEdit = useCan('games.manage');
  const [adding, setAdding] = useState(false);
  const providers = useBoGameProvidersQuery();
  const types = useBoGameTypesQuery();

  return (
    <Page
      title={t('nav.games')}
      subtitle={canEdit ? t('games.subtitle') : t('games.subtitleReadOnly')}
      actions={
        canEdit && (
          <Btn $variant="primary" onClick={() => setAdding(true)} data-testid="bo-games-add">
            + {t(`games.add.${tab}`)}
          </Btn>
        )
      }
    >
      <Toolbar style={{ marginBottom: 12 }}>
        <FilterTabs
          label={t('nav.games')}
          value={tab}
          onChange={(k) => setParams(k === 'games' ? {} : { tab: k }, { replace: true })}
          items={[
            { key: 'games', label: t('nav.games') },
            { key: 'providers', label: t('games.tabs.providers'), count: providers.data?.length },
            { key: 'types', label: t('games.tabs.types'), count: types.data?.length },
          ]}
        />
      </Toolbar>
      {tab === 'games' && <Games providers={providers.data ?? []} types={types.data ?? []} canEdit={canEdit} adding={adding} onAdded={() => setAdding(false)} />}
      {tab === 'providers' && <Providers canEdit={canEdit} adding={adding} onAdded={() => setAdding(false)} />}
      {tab === 'types' && <Types canEdit={canEdit} adding={adding} onAdded={() => setAdding(false)} />}
    </Page>
  );
}

type TabProps = { canEdit: boolean; adding: boolean; onAdded(): void };

// ------------------------------------------------------------------ games

function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

function Games({ providers, types, canEdit, adding, onAdded }: TabProps & { providers: BoGameProvider[]; types: BoGameType[] }) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const [provider, setProvider] = useState('');
  const [type, setType] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebounced(text.trim());
  const args = { provider_id: provider ? Number(provider) : undefined, type: type || undefined, status: status || undefined, q: q || undefined };
  const { data, isLoading, isFetching } = useBoGamesQuery({ ...args, page, per_page: PER_PAGE });
  const { status: statusField } = useCommonFields();
  const typeName = (code: string) => types.find((x) => x.code === code)?.name ?? code;
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };

  return (
    <>
      <Toolbar style={{ marginBottom: 12 }}>
        <Select aria-label={t('common.provider')} value={provider} onChange={(e) => filter(setProvider)(e.target.value)} style={{ width: 200 }} data-testid="bo-games-provider">
          <option value="">{t('common.allProviders')}</option>
          {providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.platform})
            </option>
          ))}
        </Select>
        <Select aria-label={t('common.type')} value={type} onChange={(e) => filter(setType)(e.target.value)} style={{ width: 160 }}>
          <option value="">{t('games.allTypes')}</option>
          {types.map((x) => (
            <option key={x.code} value={x.code}>
              {x.name}
            </option>
          ))}
        </Select>
        <Select aria-label={t('common.status')} value={status} onChange={(e) => filter(setStatus)(e.target.value as '' | 'active' | 'inactive')} style={{ width: 140 }}>
          <option value="">{t('games.allStatuses')}</option>
          <option value="active">{t('status.active')}</option>
          <option value="inactive">{t('status.inactive')}</option>
        </Select>
        <SearchBox>
          <Icon name="search" size={15} />
          <Input
            aria-label={t('games.search')}
            placeholder={t('games.search')}
            value={text}
            onChange={(e) => filter(setText)(e.target.value)}
            style={{ width: 240, paddingLeft: 30 }}
            data-testid="bo-games-search"
          />
        </SearchBox>
        {data && <Small data-testid="bo-games-total">{t('games.count', { count: data.total })}</Small>}
      </Toolbar>
      <ConfigTable<BoGame>
        resource="games"
        testId="bo-games-table"
        readOnly={!canEdit}
        columns={[
          { label: t('games.fields.poster') },
          { label: t('common.name') },
          { label: t('common.provider') },
          { label: t('common.type') },
          { label: t('games.fields.rtp'), className: 'num' },
          { label: t('games.fields.order'), className: 'num' },
          { label: t('common.created') },
          { label: t('status.active') },
        ]}
        rows={data?.data}
        loading={isLoading}
        rowTestId={(g) => `bo-game-row-${g.id}`}
        cells={(g) => (
          <>
            <td>{g.poster ? <Thumb src={storageUrl(g.poster)} alt="" loading="lazy" /> : <NoPoster aria-hidden>{g.name.slice(0, 1)}</NoPoster>}</td>
            <td>
              <b>{g.name}</b>
              <Small>
                <Mono>{g.code}</Mono>
              </Small>
            </td>
            <td>
              {g.provider_name}
              <Small>
                <Mono>{g.platform}</Mono>
                {g.provider_status !== 'active' && (
                  <>
                    {' '}
                    <StatusBadge value={g.provider_status} />
                  </>
                )}
              </Small>
            </td>
            <td>{typeName(g.type)}</td>
            <td className="num">{g.rtp ? <Num>{g.rtp}%</Num> : <Muted>—</Muted>}</td>
            <td className="num">{g.display_order}</td>
            <td>{dateOnly(g.created_at)}</td>
            <td>
              <ActiveToggle resource="games" id={g.id} status={g.status} readOnly={!canEdit} testId={`bo-game-active-${g.id}`} />
            </td>
          </>
        )}
        form={(row) => ({
          title: row ? t('games.editGame', { name: row.name }) : t('games.add.games'),
          fields: [
            {
              name: 'provider_id',
              label: t('common.provider'),
              kind: 'select',
              numeric: true,
              required: true,
              immutable: true,
              options: providers.map((p) => ({ value: String(p.id), label: `${p.name} (${p.platform})` })),
            },
            { name: 'code', label: t('games.fields.code'), kind: 'text', required: true, immutable: true, pattern: /^[A-Za-z0-9_.:-]{1,60}$/, hint: t('games.codeHint') },
            { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 80, hint: t('games.nameHint') },
            { name: 'name_bn', label: t('common.nameBn'), kind: 'text', maxLength: 80, hint: t('common.bnOptionalHint') },
            { name: 'type', label: t('common.type'), kind: 'select', required: true, options: types.map((x) => ({ value: x.code, label: `${x.name} (${x.code})` })) },
            { name: 'poster', label: t('games.fields.poster'), kind: 'text', hint: t('common.storagePathHint'), span: true },
            { name: 'display_order', label: t('games.fields.order'), kind: 'int', min: -100000, max: 100000, hint: t('games.orderHint') },
            { name: 'rtp', label: t('games.fields.rtp'), kind: 'decimal', scale: 2, min: 0, max: 100, nullable: true, hint: t('games.rtpHint') },
            statusField,
          ],
          defaults: { provider_id: provider, type: type || 'SLOT', status: 'active', display_order: 0 },
        })}
        deleteName={(g) => g.name}
        adding={adding}
        onAddClosed={onAdded}
        emptyText={isFetching ? t('ui:loading') : undefined}
        footer={data && data.total > 0 && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />}
      />
    </>
  );
}

// ------------------------------------------------------------------ providers

function Providers({ canEdit, adding, onAdded }: TabProps) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const { data, isLoading } = useBoGameProvidersQuery();
  const { sortOrder } = useCommonFields();
  const statusOptions = (['active', 'maintenance', 'inactive'] as const).map((s) => ({ value: s, label: t(`status.${s}`) }));
  return (
    <ConfigTable<BoGameProvider>
      resource="game-providers"
      testId="bo-providers-table"
      readOnly={!canEdit}
      columns={[
        { label: t('games.fields.logo') },
        { label: t('common.name') },
        { label: t('common.kind') },
        { label: t('games.fields.launchUrl') },
        { label: t('games.fields.walletSecret') },
        { label: t('nav.games'), className: 'num' },
        { label: t('common.sortOrder'), className: 'num' },
        { label: t('common.status') },
      ]}
      rows={data}
      loading={isLoading}
      rowTestId={(p) => `bo-provider-row-${p.id}`}
      cells={(p) => (
        <>
          <td>{p.logo ? <Logo src={storageUrl(p.logo)} alt="" loading="lazy" /> : <Muted>—</Muted>}</td>
          <td>
            <b>{p.name}</b>
            <Small>
              <Mono>{p.platform}</Mono>
            </Small>
          </td>
          <td>
            <Badge $tone={p.kind === 'internal' ? 'gold' : 'info'}>{t(`games.kinds.${p.kind}`)}</Badge>
          </td>
          <td>{p.launch_url ? <Trunc title={p.launch_url} $max={220}>{p.launch_url}</Trunc> : <Muted>—</Muted>}</td>
          <td data-testid={`bo-provider-secret-${p.id}`}>
            {p.wallet_secret_set ? (
              <Badge $tone="success">
                {t('games.secretSet')}
                {p.wallet_secret_last4 && <Mono> ••••{p.wallet_secret_last4}</Mono>}
              </Badge>
            ) : (
              <Badge>{t('games.secretNotSet')}</Badge>
            )}
          </td>
          <td className="num">
            <Num>{p.active_games}</Num> <Muted>/ {p.games}</Muted>
          </td>
          <td className="num">{p.sort_order}</td>
          <td>
            <StatusBadge value={p.status} testId={`bo-provider-status-${p.id}`} />
          </td>
        </>
      )}
      form={(row) => {
        const fields: FieldDef[] = [
          { name: 'platform', label: t('games.fields.platform'), kind: 'text', required: true, immutable: true, upper: true, pattern: /^[A-Z0-9_]{2,20}$/, hint: t('games.platformHint') },
          { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 60 },
          {
            name: 'kind',
            label: t('common.kind'),
            kind: 'select',
            required: true,
            immutable: true,
            options: (['internal', 'external'] as const).map((k) => ({ value: k, label: t(`games.kinds.${k}`) })),
            hint: t('games.kindHint'),
          },
          { name: 'status', label: t('common.status'), kind: 'select', required: true, options: statusOptions, hint: t('games.providerStatusHint') },
          { name: 'logo', label: t('games.fields.logo'), kind: 'text', hint: t('common.storagePathHint'), span: true },
          { name: 'launch_url', label: t('games.fields.launchUrl'), kind: 'text', pattern: /^(https?:\/\/\S+)?$/, hint: t('games.launchUrlHint'), span: true },
          {
            name: 'wallet_secret',
            label: t('games.fields.walletSecret'),
            kind: 'secret',
            minLength: SECRET_MIN,
            maxLength: 200,
            hint: row?.wallet_secret_set ? t('games.secretKeep', { last4: row.wallet_secret_last4 ?? '' }) : t('games.secretHint', { min: SECRET_MIN }),
          },
          sortOrder,
        ];
        return { title: row ? t('games.editProvider', { name: row.name }) : t('games.add.providers'), fields, defaults: { kind: 'external', status: 'active', sort_order: (data?.length ?? 0) + 1 }, width: 680 };
      }}
      deleteName={(p) => p.name}
      adding={adding}
      onAddClosed={onAdded}
    />
  );
}

// ------------------------------------------------------------------ types

function Types({ canEdit, adding, onAdded }: TabProps) {
  const { t } = useTranslation(['backoffice', 'ui']);
  const { data, isLoading } = useBoGameTypesQuery();
  const { sortOrder, status } = useCommonFields();
  return (
    <ConfigTable<BoGameType>
      resource="game-types"
      testId="bo-types-table"
      readOnly={!canEdit}
      rowKey={(x) => x.code}
      columns={[
        { label: t('games.fields.code') },
        { label: t('common.name') },
        { label: t('nav.games'), className: 'num' },
        { label: t('common.sortOrder'), className: 'num' },
        { label: t('status.active') },
      ]}
      rows={data}
      loading={isLoading}
      rowTestId={(x) => `bo-type-row-${x.code}`}
      cells={(x) => (
        <>
          <td>
            <Mono>{x.code}</Mono>
          </td>
          <td>
            <b>{x.name}</b>
          </td>
          <td className="num">
            <Num>{x.active_games}</Num> <Muted>/ {x.games}</Muted>
          </td>
          <td className="num">{x.sort_order}</td>
          <td>
            <ActiveToggle resource="game-types" id={x.code} status={x.status} readOnly={!canEdit} />
          </td>
        </>
      )}
      form={(row) => ({
        title: row ? t('games.editType', { name: row.name }) : t('games.add.types'),
        fields: [
          { name: 'code', label: t('games.fields.code'), kind: 'text', required: true, immutable: true, upper: true, pattern: /^[A-Z]{2,12}$/, hint: t('games.typeCodeHint') },
          { name: 'name', label: t('common.name'), kind: 'text', required: true, maxLength: 40 },
          sortOrder,
          status,
        ],
        defaults: { status: 'active', sort_order: (data?.length ?? 0) + 1 },
      })}
      deleteName={(x) => x.name}
      adding={adding}
      onAddClosed={onAdded}
    />
  );
}

const SearchBox = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  svg { position: absolute; left: 10px; color: ${({ theme }) => theme.colors.textMuted}; pointer-events: none; }
`;

const NoPoster = styled.span`
  display: grid;
  place-items: center;
  width: 72px;
  height: 40px;
  border-radius: 5px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 800;
`;

const Logo = styled.img`
  width: 56px;
  height: 28px;
  object-fit: contain;
`;
