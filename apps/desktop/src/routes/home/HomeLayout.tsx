import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { storageUrl, useGetGameCountsQuery, useGetGeneralQuery, useGetSlidersQuery } from '@khela/api';
import { localized, localizedList } from '@khela/domain';
import { useTranslation } from '@khela/i18n';
import { BannerCarousel, Icon, Marquee, Skeleton } from '@khela/ui';
import { linkHasGames } from '../../components/categories';
import { CategoryStrip } from '../../components/CategoryStrip';
import { Container } from '../../components/Container';
import { desktopHref } from '../../components/links';
import { SliderRow, bySlot } from './SliderRow';

const Page = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  padding-top: ${({ theme }) => theme.space(5)};
`;

/** The banner artwork's size (1080×420); shown 1200 px wide, the box is kept before the image arrives. */
const BANNER = { width: 1080, height: 420 };

/**
 * The home layout (spec 2 "Home"): banner carousel, announcement marquee, category navigation, then the
 * Favourites and Featured rows. Category routes render the same layout with their tile active.
 */
export function HomeLayout({ children }: { children?: React.ReactNode }) {
  const { t, i18n } = useTranslation(['shell', 'ui']);
  const lang = i18n.language;
  const navigate = useNavigate();
  const { data: sliders, isLoading } = useGetSlidersQuery();
  const { data: general } = useGetGeneralQuery();
  const { data: counts } = useGetGameCountsQuery();
  const banners = useMemo(
    () =>
      // A banner opening an empty category stays hidden, as its category does: no banner sells what has no game.
      bySlot(sliders, 'Main')
        .filter((s) => linkHasGames(s.link, counts))
        .map((s) => ({
          id: s.id,
          image: storageUrl(s.thubmnail),
          alt: localized(s.name, s.name_bn, lang),
          onClick: desktopHref(s.link) ? () => navigate(desktopHref(s.link)!) : undefined,
        })),
    [sliders, navigate, lang, counts],
  );
  // The marquee in the player's language (the Bangla lines when the operator wrote them, else the English).
  const notices = general ? localizedList(general.notice ?? [], general.notice_bn, lang).filter((n) => n.trim()) : [];

  return (
    <Page>
      {isLoading ? (
        <Skeleton width="100%" height={Math.round((1200 * BANNER.height) / BANNER.width)} radius="16px" />
      ) : (
        <BannerCarousel items={banners} imageWidth={BANNER.width} imageHeight={BANNER.height} />
      )}
      {notices.length > 0 && (
        <section aria-label={t('ui:announcements')} data-testid="home-marquee">
          <Marquee items={notices} icon={<Icon name="inbox" size={16} />} />
        </section>
      )}
      <CategoryStrip />
      {children}
      <SliderRow title={t('home.favouritesDesktop')} items={bySlot(sliders, 'Favourite').filter((s) => linkHasGames(s.link, counts))} kind="Favourite" testId="home-favourites" />
      <SliderRow title={t('home.featuredDesktop')} items={bySlot(sliders, 'Features')} kind="Features" testId="home-featured" />
    </Page>
  );
}
