import { useMemo, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  selectIsLoggedIn,
  storageUrl,
  toApiError,
  useGetFavoritesQuery,
  useGetGamesQuery,
  useGetProvidersQuery,
  useGetSlidersQuery,
  useGetSystemsQuery,
  useSelector,
  useSetFavoriteMutation,
} from '@khela/api';
import { GAME_MESSAGES, GAME_SORTS, type GameProvider } from '@khela/domain';
import { useMessage, useTranslation } from '@khela/i18n';
import { BannerCarousel, Button, EmptyLobbyHint, EmptyState, Icon, Select, Skeleton, TextInput, useToast } from '@khela/ui';
import { CATEGORY_ROUTES, CATEGORY_TYPE } from '../../components/categories';
import { CategoryIcon } from '../../components/CategoryIcon';
import { CategoryStrip, useCategoriesWithGames } from '../../components/CategoryStrip';
import { Container } from '../../components/Container';
import { desktopHref } from '../../components/links';
import { bySlot } from '../home/SliderRow';
import { catalogueError } from '../games/fetchError';
import { GameCard } from '../games/GameCard';
import { PAGE_SIZES, readListState, searchAndSort, writeListState, type ListState, type PageSize, type SortKey } from '../games/listState';
import { Pagination } from '../games/Pagination';
import { ProviderFilter } from '../games/ProviderFilter';
import { useGameLaunch } from '../games/useGameLaunch';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
`;

/** The list page's banner: the home artwork (1080×420) over the list column. */
const BannerSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};
  &:empty {
    display: none;
  }
`;

const Heading = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  > span {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accent};
  }
  h1 {
    font-size: ${({ theme }) => theme.font.sizeXl};
    line-height: 1.2;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.sizeSm};
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
`;

const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  > :first-child {
    flex: 1;
  }
  > :not(:first-child) {
    width: 170px;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(12)} 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Set of the player's favourite game ids (empty for guests). */
function useFavorites(loggedIn: boolean) {
  const { data } = useGetFavoritesQuery(undefined, { skip: !loggedIn });
  return useMemo(() => new Set(loggedIn ? (data?.data ?? []) : []), [data, loggedIn]);
}

/**
 * /casino, /slot, /table, /crash, /fishing, /arcade, /lottery: the desktop game list (spec 2 "Game lobby"): banner
 * carousel, provider checkbox filter (get-system then get-provider), search, sort, page size and pagination, the
 * game grid with Play Game and favourites. Unlike the observed desktop, search and sort do work.
 */
export default function CategoryPage() {
  const { t } = useTranslation(['lobby', 'shell', 'ui']);
  const msg = useMessage();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const loggedIn = useSelector(selectIsLoggedIn);
  const category = CATEGORY_ROUTES.find((c) => c.path === pathname.replace(/\/$/, ''));
  const type = category ? CATEGORY_TYPE[category.key] : undefined;
  const state = readListState(params);
  const update = (patch: Partial<ListState>) =>
    setParams(writeListState({ ...state, page: 1, ...patch }), { replace: true, preventScrollReset: true });

  const { data: sliders, isLoading: slidersLoading } = useGetSlidersQuery();
  const banners = useMemo(
    () =>
      bySlot(sliders, 'Main').map((s) => {
        const href = desktopHref(s.link);
        return { id: s.id, image: storageUrl(s.thubmnail), alt: s.name, onClick: href ? () => navigate(href) : undefined };
      }),
    [sliders, navigate],
  );

  const systemsQ = useGetSystemsQuery(type, { skip: !type });
  const systemCodes = useMemo(() => (systemsQ.data?.systems ?? []).map((s) => s.system), [systemsQ.data]);
  const providersQ = useGetProvidersQuery(systemCodes, { skip: systemCodes.length === 0 });
  const providers: GameProvider[] = useMemo(() => {
    if (providersQ.data) return providersQ.data.data;
    // Without get-provider's answer the systems still name the providers.
    return (systemsQ.data?.systems ?? []).map((s) => ({ platform: s.system, name: s.name, logo: s.logo, game_count: 0 }));
  }, [providersQ.data, systemsQ.data]);
  const providersError = systemsQ.isError
    ? catalogueError(systemsQ.error, 'systems')
    : providersQ.isError
      ? catalogueError(providersQ.error, 'providers')
      : null;
  const providerName = useMemo(() => new Map(providers.map((p) => [p.platform, p.name])), [providers]);
  const selected = state.systems.filter((s) => providers.length === 0 || providerName.has(s));

  const gamesQ = useGetGamesQuery({ type, system: selected.join(',') || undefined }, { skip: !type });
  // Every game of the type (the same cached call as the unfiltered list): the filter's per-provider counts.
  const allQ = useGetGamesQuery({ type, system: undefined }, { skip: !type });
  const counts = useMemo(() => {
    if (!allQ.data) return undefined;
    const m = new Map<string, number>();
    for (const g of allQ.data.games) m.set(g.platform, (m.get(g.platform) ?? 0) + 1);
    return m;
  }, [allQ.data]);
  const favorites = useFavorites(loggedIn);
  const { categories: withGames, counts: typeCounts } = useCategoriesWithGames();
  // A category without any listed game (a deep link to an empty one) explains itself and points to what exists.
  const emptyCategory = Boolean(type && typeCounts && (typeCounts[type] ?? 0) === 0);
  const [setFavorite] = useSetFavoriteMutation();
  const { launch, starting } = useGameLaunch();
  const listRef = useRef<HTMLDivElement>(null);

  const list = useMemo(() => searchAndSort(gamesQ.data?.games ?? [], state.query, state.sort, favorites), [gamesQ.data, state.query, state.sort, favorites]);
  const pages = Math.max(1, Math.ceil(list.length / state.size));
  const page = Math.min(state.page, pages);
  const shown = list.slice((page - 1) * state.size, page * state.size);

  async function toggleFavorite(gameId: number) {
    try {
      await setFavorite({ gameId, favorite: !favorites.has(gameId) }).unwrap();
    } catch (err) {
      toast.show(msg(toApiError(err).message ?? GAME_MESSAGES.unexpected), 'error');
    }
  }

  const sortOptions = GAME_SORTS.map((s) => ({ value: s.key, label: t(`sortDesktop.${s.key}`) }));
  const sizeOptions = PAGE_SIZES.map((n) => ({ value: String(n), label: t('perPage', { n }) }));
  const loadingGames = gamesQ.isLoading || (gamesQ.isFetching && !gamesQ.data);

  return (
    <Page>
      <CategoryStrip />
      <Body>
        <ProviderFilter
          providers={providers}
          loading={systemsQ.isLoading || providersQ.isLoading}
          error={providersError}
          counts={counts}
          selected={selected}
          onChange={(systems) => update({ systems })}
        />
        <section aria-label={t('list')} data-testid="game-list">
          <BannerSlot>
            {slidersLoading ? (
              <Skeleton width="100%" height={Math.round((940 * 420) / 1080)} radius="16px" />
            ) : (
              banners.length > 0 && <BannerCarousel items={banners} interval={3000} imageWidth={1080} imageHeight={420} />
            )}
          </BannerSlot>
          {category && (
            <Heading data-testid="category-heading">
              <span>
                <CategoryIcon name={category.key} size={26} />
              </span>
              <div>
                <h1>{t(`shell:nav.${category.key}`)}</h1>
                <p>{t(`categories.${category.key}`)}</p>
              </div>
            </Heading>
          )}
          <Toolbar ref={listRef}>
            <TextInput
              type="search"
              value={state.query}
              onChange={(e) => update({ query: e.target.value })}
              placeholder={msg('Search Games')}
              aria-label={msg('Search Games')}
              prefix={<Icon name="search" size={18} />}
              data-testid="game-search"
            />
            <Select
              aria-label={t('sortByDesktop')}
              value={state.sort}
              options={sortOptions}
              onChange={(e) => update({ sort: e.target.value as SortKey })}
              data-testid="game-sort"
            />
            <Select
              aria-label={t('pageSize')}
              value={String(state.size)}
              options={sizeOptions}
              onChange={(e) => update({ size: Number(e.target.value) as PageSize })}
              data-testid="game-page-size"
            />
          </Toolbar>
          {loadingGames ? (
            <Grid aria-busy="true">
              {Array.from({ length: Math.min(state.size, 10) }, (_, i) => (
                <li key={i}>
                  <Skeleton width="100%" height={300} radius="10px" />
                </li>
              ))}
            </Grid>
          ) : gamesQ.isError ? (
            <Problem role="alert" data-testid="games-error">
              <p>{msg(catalogueError(gamesQ.error, 'games'))}</p>
              <Button variant="secondary" onClick={() => void gamesQ.refetch()}>
                {t('ui:retry')}
              </Button>
            </Problem>
          ) : shown.length === 0 && emptyCategory && category ? (
            <EmptyState icon="clock" text={t('emptyCategory.title', { category: t(`shell:nav.${category.key}`) })}>
              <EmptyLobbyHint
                elsewhere={withGames}
                text={t('emptyCategory.text')}
                noneText={t('emptyCategory.noneAnywhere')}
                renderLink={(c) => (
                  <Link to={c.path}>
                    <CategoryIcon name={c.key} size={18} />
                    {t(`shell:nav.${c.key}`)}
                  </Link>
                )}
              />
            </EmptyState>
          ) : shown.length === 0 ? (
            <EmptyState text={msg(GAME_MESSAGES.noData)} />
          ) : (
            <>
              <Grid>
                {shown.map((g) => (
                  <li key={g.id}>
                    <GameCard
                      game={g}
                      providerName={providerName.get(g.platform) ?? g.platform}
                      favorite={loggedIn ? favorites.has(g.id) : undefined}
                      onToggleFavorite={() => void toggleFavorite(g.id)}
                      onPlay={() => void launch(g)}
                      starting={starting === g.id}
                    />
                  </li>
                ))}
              </Grid>
              <Pagination
                page={page}
                pages={pages}
                from={(page - 1) * state.size + 1}
                to={(page - 1) * state.size + shown.length}
                total={list.length}
                onPage={(n) => {
                  setParams(writeListState({ ...state, page: n }), { replace: true, preventScrollReset: true });
                  const top = listRef.current?.getBoundingClientRect().top ?? 0;
                  if (top < 0) window.scrollBy({ top: top - 80, behavior: 'smooth' });
                }}
              />
            </>
          )}
        </section>
      </Body>
    </Page>
  );
}
