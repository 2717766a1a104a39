import { lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  readStored,
  selectSession,
  storageUrl,
  STORAGE_KEYS,
  useGetGeneralQuery,
  useGetGameCountsQuery,
  useGetSlidersQuery,
  gamesApi,
  useSelector,
} from '@khela/api';
import { CAROUSEL, DEFAULT_CURRENCY, MARQUEE_SPEED, localized, localizedList, type GameItem, type Slider } from '@khela/domain';
import { BalanceDisplay, Button, Icon, Marquee, Skeleton } from '@khela/ui';
import { gamesPath, linkHasGames } from '../../app/menu';
import { LaunchingVeil, useLaunchGame } from '../../lib/launchGame';
import { useBalance, useBalanceHidden } from '../../lib/useBalance';
import { CategoryNav } from './CategoryNav';
import { GameRow, type GameTile } from './GameRow';
import { useTranslation } from '@khela/i18n';
import { bootBanner, releaseBootShell } from '../../lib/bootShell';

// The carousel brings swiper; its download starts with the app, in parallel with the slider data it waits for.
const carouselModule = import('@khela/ui/lazy/BannerCarousel');
const BannerCarousel = lazy(() => carouselModule.then((m) => ({ default: m.BannerCarousel })));

const BANNER_HEIGHT = 155;

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding-bottom: ${({ theme }) => theme.space(6)};
`;

const Pad = styled.div`
  padding: 0 ${({ theme }) => theme.space(3)};
`;

const BannerBox = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} 0;
`;

/**
 * The first banner while the slider list or the carousel's code is on its way, when the boot shell showed it (the
 * server knew it): the same image in the carousel's first slide's place, so taking the shell away changes nothing.
 */
const BannerStill = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const bootBannerSrc = bootBanner();

/** The first banner still (the one the boot shell showed, else the list's first), or a skeleton before either is known. */
function BannerPlaceholder({ src = bootBannerSrc, alt = '' }: { src?: string | null; alt?: string }) {
  return src ? <BannerStill src={src} alt={alt} width={1080} height={420} /> : <Skeleton height={BANNER_HEIGHT} radius="16px" />;
}

/**
 * False until the frame after this page's first paint, then true (as a transition). Swiper measures the page as it
 * starts: mounted in the page's first commit, it made the browser compute the style and layout of the whole new page
 * inside that one task (issue 15); mounted after the first paint, it measures a page already laid out, in a task of
 * its own, while the still of its first banner holds its place.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

const Notice = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 36px;
  margin: 0 ${({ theme }) => theme.space(3)};
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.sizeSm};
  & > svg { flex: none; color: ${({ theme }) => theme.colors.gold}; }
  & > div { flex: 1; min-width: 0; }
`;

const Wallet = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} 0;
`;

const DepositLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.goldText};
  background: linear-gradient(180deg, #ffd76a 0%, ${({ theme }) => theme.colors.gold} 60%, #d9a21f 100%);
  box-shadow: 0 4px 14px rgba(245, 194, 66, 0.25);
  font-weight: 700;
  white-space: nowrap;
  &:hover { text-decoration: none; filter: brightness(1.05); }
`;

const JoinCard = styled.section`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(120deg, rgba(18, 185, 129, 0.22), rgba(245, 194, 66, 0.14));
  border: 1px solid rgba(18, 185, 129, 0.35);
  p { font-size: ${({ theme }) => theme.font.sizeSm}; color: ${({ theme }) => theme.colors.textMuted}; }
  strong { display: block; font-size: ${({ theme }) => theme.font.size}; color: ${({ theme }) => theme.colors.text}; }
`;

const Fine = styled.p`
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
`;

function Megaphone() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M3 10v4a1 1 0 0 0 1 1h3l5 4V5L7 9H4a1 1 0 0 0-1 1ZM16 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
    </svg>
  );
}

const bySort = (a: Slider, b: Slider) => a.sort_order - b.sort_order || a.id - b.id;
const isExternal = (link: string) => /^https?:\/\//i.test(link);

/** Favourites open the exchange site with the player's exchange token in its path (spec 2, Home). */
function favouriteTarget(link: string, exchangeToken: string): string {
  if (link.includes('{token}')) return link.replace('{token}', encodeURIComponent(exchangeToken));
  if (isExternal(link)) return `${link.replace(/\/+$/, '')}/${encodeURIComponent(exchangeToken)}`;
  return link;
}

/** A featured game link reads platform-type (spec 2, Home): split at the last dash into platform and gameType. */
function featuredLink(link: string): { platform: string; gameType: string } | null {
  if (isExternal(link) || link.startsWith('/')) return null;
  const cut = link.lastIndexOf('-');
  if (cut <= 0 || cut === link.length - 1) return null;
  return { platform: link.slice(0, cut), gameType: link.slice(cut + 1).toUpperCase() };
}

/** The featured tile's own game when its name is one of that platform's games of that type. */
function featuredGame(games: readonly GameItem[], name: string): GameItem | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  return games.find((g) => g.name.toLocaleLowerCase() === wanted || g.code.toLocaleLowerCase() === wanted);
}

function MemberWallet() {
  const { t } = useTranslation(['shell', 'auth', 'ui']);
  const { balance, refresh } = useBalance();
  const [hidden, toggleHidden] = useBalanceHidden();
  return (
    <Wallet aria-label={t('header.mainWallet')}>
      <BalanceDisplay
        value={balance}
        currency={DEFAULT_CURRENCY}
        hidden={hidden}
        onToggleHidden={toggleHidden}
        onRefresh={refresh}
        label={t('header.mainWallet')}
      />
      <DepositLink to="/deposit">
        <Icon name="deposit" size={18} />
        {t('nav.deposit')}
      </DepositLink>
    </Wallet>
  );
}

/** Home (spec 2): banner carousel, notice marquee, categories, Favourites and Featured rows. */
export function HomePage() {
  const { t, i18n } = useTranslation(['shell', 'auth', 'ui']);
  const lang = i18n.language;
  const navigate = useNavigate();
  const { token } = useSelector(selectSession);
  const { data: general } = useGetGeneralQuery();
  const { data: sliders, isLoading } = useGetSlidersQuery();
  const { data: counts } = useGetGameCountsQuery();

  const { main, favourites, featured } = useMemo(() => {
    const active = (sliders ?? []).filter((s) => s.status === 'active').sort(bySort);
    return {
      main: active.filter((s) => s.slider_type === 'Main'),
      favourites: active.filter((s) => s.slider_type === 'Favourite'),
      featured: active.filter((s) => s.slider_type === 'Features'),
    };
  }, [sliders]);

  const [findGames] = gamesApi.endpoints.getGames.useLazyQuery();
  const { launch, launching } = useLaunchGame();
  const painted = useAfterFirstPaint();

  const open = (to: string) => {
    if (isExternal(to)) window.open(to, '_blank', 'noopener,noreferrer');
    else navigate(to);
  };

  /** A featured tile opens its game when the tile names one, else that platform's lobby of that type. */
  const openFeatured = (s: Slider) => {
    const target = featuredLink(s.link);
    if (!target) {
      open(s.link);
      return;
    }
    const lobby = gamesPath(target.gameType, target.platform, s.name);
    findGames({ type: target.gameType, system: target.platform }, true)
      .unwrap()
      .then((r) => {
        const game = featuredGame(r.games, s.name);
        if (game) launch({ code: game.code, type: game.type, platform: game.platform });
        else navigate(lobby);
      })
      .catch(() => navigate(lobby));
  };

  // A banner opening an empty category stays hidden too: no banner sells what has no game (issue 32).
  const banners = main.filter((s) => linkHasGames(s.link, counts)).map((s) => ({
    id: s.id,
    image: storageUrl(s.thubmnail),
    alt: localized(s.name, s.name_bn, lang),
    onClick: s.link ? () => open(s.link) : undefined,
  }));

  // The first banner's still: in the carousel's place until it mounts (the frame after the first paint), and while
  // its chunk loads.
  const firstBanner = banners[0];
  const firstStill = firstBanner && <BannerPlaceholder src={bootBannerSrc ?? firstBanner.image} alt={firstBanner.alt} />;

  // A tile opening an empty category stays hidden, as that category does in the menus.
  const favouriteTiles: GameTile[] = favourites.filter((s) => linkHasGames(s.link, counts)).map((s) => ({
    id: s.id,
    name: localized(s.name, s.name_bn, lang),
    image: storageUrl(s.thubmnail),
    onOpen: () => (token ? open(favouriteTarget(s.link, readStored(STORAGE_KEYS.exchangeToken) ?? '')) : navigate('/login')),
  }));
  const featuredTiles: GameTile[] = featured.map((s) => ({
    id: s.id,
    name: localized(s.name, s.name_bn, lang),
    image: storageUrl(s.thubmnail),
    onOpen: () => openFeatured(s),
  }));

  // The boot shell goes once this page's banner box holds the first banner, decoded, or shows there is none.
  const bannerBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const img = bannerBox.current?.querySelector('img');
    if (img) releaseBootShell(img);
    else if (!bootBannerSrc || (!isLoading && banners.length === 0)) releaseBootShell();
  });

  // The marquee in the player's language (the Bangla lines when the operator wrote them, else the English).
  const notices = general ? localizedList(general.notice ?? [], general.notice_bn, lang).filter((n) => n.trim()) : [];

  return (
    <Page>
      {token && <MemberWallet />}
      <BannerBox ref={bannerBox}>
        {isLoading ? (
          <BannerPlaceholder />
        ) : firstStill && !painted ? (
          firstStill
        ) : firstStill ? (
          <Suspense fallback={firstStill}>
            <BannerCarousel items={banners} interval={CAROUSEL.intervalMs} imageWidth={1080} imageHeight={420} />
          </Suspense>
        ) : null}
      </BannerBox>
      {notices.length > 0 && (
        <Notice role="region" aria-label={t('ui:announcements')} data-testid="home-marquee">
          <Megaphone />
          <div>
            <Marquee items={notices} speed={MARQUEE_SPEED} />
          </div>
        </Notice>
      )}
      {!token && (
        <JoinCard>
          <div>
            <strong>{t('home.joinTitle')}</strong>
            <p>{t('home.joinText')}</p>
          </div>
          <Button variant="gold" size="sm" onClick={() => navigate('/signup')}>
            {t('auth:signup')}
          </Button>
        </JoinCard>
      )}
      <CategoryNav />
      <Pad>
        <GameRow title={t('home.favourites')} icon="star" tiles={favouriteTiles} loading={isLoading} shape="wide" />
      </Pad>
      <Pad>
        <GameRow title={t('home.featured')} icon="gift" tiles={featuredTiles} loading={isLoading} shape="tall" />
      </Pad>
      <Fine>{t('home.responsible')}</Fine>
      <LaunchingVeil show={launching !== null} />
    </Page>
  );
}
