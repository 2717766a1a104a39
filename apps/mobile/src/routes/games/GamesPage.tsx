import { useCallback, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  gamesApi,
  selectSession,
  toApiError,
  useDispatch,
  useGetFavoritesQuery,
  useGetGameCountsQuery,
  useGetGamesQuery,
  useSelector,
  useSetFavoriteMutation,
  type AppDispatch,
} from '@khela/api';
import { DEFAULT_GAME_SYSTEM_TYPE, GAME_MESSAGES, GAME_TYPES, type GameItem, type GameType } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { Button, EmptyLobbyHint, EmptyState, Skeleton } from '@khela/ui';
import { useShowError } from '../../app/errorModal';
import { HEADER_HEIGHT } from '../../app/Header';
import { PageHeader } from '../../app/PageHeader';
import { CATEGORY_ICONS, GAME_CATEGORIES, gamesPath, typeHasGames, typeKey, typeOfLabel } from '../../app/menu';
import { CategoryIcon } from '../../app/CategoryIcon';
import { catalogueError, useTypeProviders } from '../../lib/catalogue';
import { escapeHtml } from '../../lib/html';
import { LaunchingVeil, useLaunchGame } from '../../lib/launchGame';
import { MiniIcon } from '../funds/parts';
import { GameCard } from './GameCard';
import { ProviderSheet } from './ProviderSheet';
import { SearchField } from './SearchField';
import { SortMenu } from './SortMenu';
import { DEFAULT_SORT, isSortKey, parseSystems, searchGames, sortGames, type SortKey } from './sort';

const Filters = styled.div`
  position: sticky;
  top: ${HEADER_HEIGHT}px;
  z-index: ${({ theme }) => theme.z.sticky - 1};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.bg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const TabRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 ${({ theme }) => theme.space(-3)};
  padding: 0 ${({ theme }) => theme.space(3)};
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar { display: none; }
`;

const Tab = styled.button<{ $on: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space(3.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.accentText : theme.colors.text)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: 700;
  white-space: nowrap;
  touch-action: manipulation;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const RoundButton = styled.button<{ $on: boolean }>`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  border-radius: 50%;
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? 'rgba(18, 185, 129, 0.12)' : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.text)};
  touch-action: manipulation;
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  b {
    position: absolute;
    top: -4px;
    right: -4px;
    min-width: 18px;
    height: 18px;
    padding: 0 4px;
    border-radius: 9px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentText};
    font-size: 11px;
    line-height: 18px;
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ $error }) => ($error ? 600 : 400)};
`;

const Content = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(8)};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 600px) { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Failed = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  p { color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
`;

/** The page title: the `title` query (a category's own label is translated), else the type's label. */
function usePageTitle(type: string, title: string | null): string {
  const { t } = useTranslation(['ui', 'shell', 'promotions', 'lobby']);
  const known = (GAME_TYPES as readonly string[]).includes(type) ? (type as GameType) : null;
  const labelled = title ? typeOfLabel(title) : known;
  if (labelled) return t(`shell:nav.${typeKey(labelled)}`);
  return title || type;
}

/**
 * The game lobby /games?type=&system=&title= (spec 2 §2): provider tabs with ALL, the search page with the provider
 * checklist, the 'Search Games' box (local), the sort menu, and the grid (tap or Play Game to launch, star to keep).
 * The chosen providers and sort live in the query, so closing a game comes back to the same lobby.
 */
export default function GamesPage() {
  const { t } = useTranslation(['ui', 'shell', 'promotions', 'lobby']);
  const msg = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useDispatch<AppDispatch>();
  const showError = useShowError();
  const [params, setParams] = useSearchParams();
  const { token } = useSelector(selectSession);

  const type = (params.get('type') || DEFAULT_GAME_SYSTEM_TYPE).toUpperCase();
  const systemParam = params.get('system');
  const selected = useMemo(() => parseSystems(systemParam), [systemParam]);
  const sortParam = params.get('sort');
  const sort: SortKey = isSortKey(sortParam) && (sortParam !== 'favorite' || token) ? sortParam : DEFAULT_SORT;
  const title = usePageTitle(type, params.get('title'));

  const catalogue = useTypeProviders(type);
  const games = useGetGamesQuery({ type, system: selected.join(',') || undefined });
  // A category without any listed game (e.g. a deep link to an empty one) explains itself and points to what exists.
  const { data: counts } = useGetGameCountsQuery();
  const emptyCategory = Boolean(counts && (GAME_TYPES as readonly string[]).includes(type) && (counts[type] ?? 0) === 0);
  const elsewhere = GAME_CATEGORIES.filter((c) => c.gameType !== 'SPORTS' && c.gameType !== type && typeHasGames(c.gameType, counts));
  const favs = useGetFavoritesQuery(undefined, { skip: !token });
  const [setFavorite] = useSetFavoriteMutation();
  const [starBusy, setStarBusy] = useState<number | null>(null);
  const [query, setQuery] = useState('');
  const [sheetOpen, setSheetOpen] = useState(false);
  const { launch, launching } = useLaunchGame();

  const favorites = useMemo(() => new Set(token ? (favs.data?.data ?? []) : []), [favs.data, token]);
  const providerNames = useMemo(() => new Map(catalogue.providers.map((p) => [p.platform, p.name])), [catalogue.providers]);
  const shown = useMemo(() => sortGames(searchGames(games.data?.games ?? [], query), sort, favorites), [games.data, query, sort, favorites]);
  const gamesError = catalogueError(games.error, GAME_MESSAGES.fetchGames, GAME_MESSAGES.unexpectedGames);
  const providerError = catalogue.systemsError ?? catalogue.providersError;

  const update = (change: (q: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const chooseProviders = (platforms: string[]) =>
    update((q) => (platforms.length ? q.set('system', platforms.join(',')) : q.delete('system')));
  const chooseSort = (key: SortKey) => {
    if (key === 'favorite' && !token) {
      navigate('/login');
      return;
    }
    update((q) => (key === DEFAULT_SORT ? q.delete('sort') : q.set('sort', key)));
  };

  const from = location.search.replace(/^\?/, '');
  const play = useCallback((g: GameItem) => launch({ code: g.code, type: g.type, platform: g.platform }, from), [launch, from]);
  const star = useCallback(
    (g: GameItem) => {
      if (!token) {
        navigate('/login');
        return;
      }
      const on = !favorites.has(g.id);
      // The star turns at once; the favourites call's answer (and refetch) settles it.
      dispatch(
        gamesApi.util.updateQueryData('getFavorites', undefined, (d) => {
          d.data = on ? [...d.data.filter((id) => id !== g.id), g.id] : d.data.filter((id) => id !== g.id);
        }),
      );
      setStarBusy(g.id);
      setFavorite({ gameId: g.id, favorite: on })
        .unwrap()
        .catch((e: unknown) => showError(escapeHtml(msg(toApiError(e).message ?? GAME_MESSAGES.unexpected))))
        .finally(() => setStarBusy(null));
    },
    [token, favorites, dispatch, setFavorite, navigate, showError, msg],
  );

  return (
    <>
      <PageHeader title={title} />
      <Filters data-testid="games-lobby" data-type={type}>
        {catalogue.loading ? (
          <TabRow aria-hidden>
            {[56, 92, 80, 72].map((w, i) => (
              <Skeleton key={i} width={w} height={36} radius="18px" />
            ))}
          </TabRow>
        ) : catalogue.empty ? (
          <Note data-testid="games-no-providers">{msg(GAME_MESSAGES.noProviders)}</Note>
        ) : catalogue.providers.length > 0 ? (
          <TabRow role="tablist" aria-label={t('lobby:providers')}>
            <Tab type="button" role="tab" aria-selected={selected.length === 0} $on={selected.length === 0} onClick={() => chooseProviders([])} data-testid="provider-tab-all">
              {t('promotions:tab.all')}
            </Tab>
            {catalogue.providers.map((p) => {
              const on = selected.includes(p.platform);
              return (
                <Tab
                  key={p.platform}
                  type="button"
                  role="tab"
                  aria-selected={on}
                  $on={on}
                  onClick={() => chooseProviders([p.platform])}
                  data-testid={`provider-tab-${p.platform}`}
                >
                  {p.name}
                </Tab>
              );
            })}
          </TabRow>
        ) : null}
        <Controls>
          <SearchField value={query} onChange={setQuery} testId="games-search" />
          <RoundButton type="button" $on={selected.length > 0} onClick={() => setSheetOpen(true)} aria-label={t('search')} data-testid="games-filter">
            <MiniIcon name="filter" size={18} />
            {selected.length > 0 && <b>{selected.length}</b>}
          </RoundButton>
          <SortMenu value={sort} onChange={chooseSort} />
        </Controls>
        {providerError && (
          <Note $error role="alert" data-testid="games-providers-error">
            {msg(providerError)}
          </Note>
        )}
      </Filters>

      <Content>
        {games.isLoading ? (
          <Grid aria-hidden>
            {Array.from({ length: 9 }, (_, i) => (
              <li key={i}>
                <Skeleton height={220} radius="10px" />
              </li>
            ))}
          </Grid>
        ) : gamesError ? (
          <Failed role="alert" data-testid="games-error">
            <p>{msg(gamesError)}</p>
            <Button variant="secondary" size="sm" onClick={() => void games.refetch()}>
              {t('retry')}
            </Button>
          </Failed>
        ) : shown.length === 0 && emptyCategory ? (
          <EmptyState text={t('lobby:emptyCategory.title', { category: title })} icon="clock">
            <EmptyLobbyHint
              elsewhere={elsewhere}
              text={t('lobby:emptyCategory.text')}
              noneText={t('lobby:emptyCategory.noneAnywhere')}
              renderLink={(c) => (
                <Link to={gamesPath(c.gameType, undefined, c.label)} replace>
                  <CategoryIcon name={CATEGORY_ICONS[c.gameType]} size={16} />
                  {t(`shell:nav.${c.key}`, { defaultValue: c.label })}
                </Link>
              )}
            />
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState text={msg(GAME_MESSAGES.noData)} icon="search" />
        ) : (
          <Grid data-testid="games-grid" data-sort={sort}>
            {shown.map((g) => (
              <GameCard
                key={g.id}
                game={g}
                providerName={providerNames.get(g.platform) ?? g.platform}
                favorite={favorites.has(g.id)}
                starBusy={starBusy === g.id}
                launching={launching === g.code}
                onPlay={play}
                onStar={star}
              />
            ))}
          </Grid>
        )}
      </Content>

      <ProviderSheet
        open={sheetOpen}
        providers={catalogue.providers}
        loading={catalogue.loading}
        error={providerError}
        selected={selected}
        query={query}
        onConfirm={(platforms, text) => {
          chooseProviders(platforms);
          setQuery(text);
          setSheetOpen(false);
        }}
        onClose={() => setSheetOpen(false)}
      />
      <LaunchingVeil show={launching !== null} />
    </>
  );
}
