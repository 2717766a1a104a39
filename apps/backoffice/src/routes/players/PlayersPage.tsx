import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useBoPlayersQuery } from '@khela/api/backoffice';
import { useTranslation } from '@khela/i18n';
import { Icon } from '@khela/ui';
import { shortDateTime } from '../../components/format';
import { DataTable } from '../../components/DataTable';
import { ClickRow, Input, Mono, Muted, Page, Panel } from '../../components/kit';
import { Pager } from '../../components/Pager';
import { StatusBadge } from '../../components/status';

const PER_PAGE = 50;

/** Find a player by username, phone, e-mail or id. */
export default function PlayersPage() {
  const { t } = useTranslation('backoffice');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [page, setPage] = useState(1);

  // The list follows the typing after a short pause; the query string keeps it across Back.
  useEffect(() => {
    const id = setTimeout(() => {
      if (text.trim() !== q) {
        setPage(1);
        setParams(text.trim() ? { q: text.trim() } : {}, { replace: true });
      }
    }, 300);
    return () => clearTimeout(id);
  }, [text, q, setParams]);

  const { data, isLoading, isFetching } = useBoPlayersQuery({ q, page, per_page: PER_PAGE });

  return (
    <Page title={t('nav.players')} subtitle={t('players.subtitle')}>
      <Search>
        <Icon name="search" size={18} />
        <Input
          type="search"
          placeholder={t('players.searchPlaceholder')}
          aria-label={t('players.searchPlaceholder')}
          data-testid="bo-player-search"
          value={text}
          autoFocus
          onChange={(e) => setText(e.target.value)}
        />
      </Search>
      <Panel aria-busy={isFetching}>
        <DataTable
          testId="bo-players-table"
          columns={[
            { label: t('common.id') },
            { label: t('common.username') },
            { label: t('common.name') },
            { label: t('players.phone') },
            { label: t('players.email') },
            { label: t('common.status') },
            { label: t('players.joined') },
            { label: t('players.lastLogin') },
          ]}
          loading={isLoading}
          empty={data?.data.length === 0}
          emptyText={q ? t('players.noMatch', { q }) : undefined}
        >
          {data?.data.map((p) => (
            <ClickRow key={p.id} data-testid={`bo-player-row-${p.id}`} onClick={() => navigate(`/players/${p.id}`)}>
              <td>
                <Mono>#{p.id}</Mono>
              </td>
              <td>
                <Link to={`/players/${p.id}`} onClick={(e) => e.stopPropagation()}>
                  <b>{p.username}</b>
                </Link>
              </td>
              <td>{p.name || <Muted>—</Muted>}</td>
              <td>
                <Mono>{p.phone}</Mono>
              </td>
              <td>{p.email}</td>
              <td>
                <StatusBadge value={p.status} />
              </td>
              <td>{shortDateTime(p.created_at)}</td>
              <td>{p.last_login_at ? shortDateTime(p.last_login_at) : <Muted>{t('players.never')}</Muted>}</td>
            </ClickRow>
          ))}
        </DataTable>
        {data && data.total > 0 && <Pager page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />}
      </Panel>
    </Page>
  );
}

const Search = styled.div`
  position: relative;
  max-width: 520px;
  margin-bottom: 14px;
  svg { position: absolute; left: 11px; top: 50%; transform: translateY(-50%); color: ${({ theme }) => theme.colors.textMuted}; }
  input { height: 40px; padding-left: 36px; }
`;
