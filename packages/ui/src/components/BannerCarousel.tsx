import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay } from 'swiper/modules';
import type { Swiper as SwiperClass } from 'swiper/types';
import 'swiper/css';
import { useTranslation } from '@khela/i18n';
import { focusRing } from '../theme';

export type BannerItem = {
  id: string | number;
  image: string;
  alt: string;
  href?: string;
  onClick?(): void;
};

export type BannerCarouselProps = {
  items: BannerItem[];
  /** Autoplay delay in ms (3000). */
  interval?: number;
  /** Intrinsic image size, used for width/height attributes so the layout does not jump (750 x 300). */
  imageWidth?: number;
  imageHeight?: number;
  className?: string;
};

/** Slide transition in ms. */
export const BANNER_SPEED = 500;

const Root = styled.section`
  position: relative;
  width: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  isolation: isolate;

  .swiper { width: 100%; }
  .swiper-slide { width: 100%; }
`;

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const SlideLink = styled.a`
  display: block;
  ${focusRing}
  &:focus-visible { outline-offset: -3px; }
`;

const SlideButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  ${focusRing}
  &:focus-visible { outline-offset: -3px; }
`;

const Progress = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 2;
  height: 3px;
  background: rgba(0, 0, 0, 0.35);
  pointer-events: none;
`;

const ProgressFill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.gold};
  transform-origin: left center;
  will-change: transform;
`;

const Dots = styled.div`
  position: absolute;
  left: 50%;
  bottom: 6px;
  z-index: 2;
  display: flex;
  transform: translateX(-50%);
`;

const Dot = styled.button<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: 0;
  background: none;
  touch-action: manipulation;
  ${focusRing}

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $active }) => ($active ? theme.colors.gold : 'rgba(255, 255, 255, 0.55)')};
    transform: scale(${({ $active }) => ($active ? 1.25 : 1)});
    transition: transform 0.2s ease, background-color 0.2s ease;
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.25);
  }
`;

/**
 * Dots and the progress bar live in their own component so a slide change re-renders only them, never Swiper.
 * The bar follows Swiper's autoplay clock, which restarts on every slide change (automatic or chosen): Swiper reports
 * the time left on every frame while it runs, and the bar's transform is written there, without a React render (it
 * was a render every 30 ms, the home's main thread busy for as long as it was open; issue 15).
 */
function Controls({ swiper, count, interval }: { swiper: SwiperClass; count: number; interval: number }) {
  const { t } = useTranslation('ui');
  const [active, setActive] = useState(swiper.realIndex);
  const fill = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const show = (progress: number) => {
      if (fill.current) fill.current.style.transform = `scaleX(${progress})`;
    };
    const onChange = () => {
      setActive(swiper.realIndex);
      show(0);
    };
    const onTimeLeft = () => {
      if (swiper.destroyed || !swiper.autoplay?.running) return;
      const left = swiper.autoplay.paused ? interval : Math.max(0, Math.min(interval, swiper.autoplay.timeLeft));
      show(1 - left / interval);
    };
    swiper.on('slideChange', onChange);
    swiper.on('autoplayTimeLeft', onTimeLeft);
    return () => {
      swiper.off('slideChange', onChange);
      swiper.off('autoplayTimeLeft', onTimeLeft);
    };
  }, [swiper, interval]);

  function choose(i: number) {
    if (fill.current) fill.current.style.transform = 'scaleX(0)';
    if (i !== swiper.realIndex) swiper.slideToLoop(i, BANNER_SPEED);
  }

  return (
    <>
      <Progress aria-hidden="true">
        <ProgressFill ref={fill} data-testid="banner-progress" style={{ transform: 'scaleX(0)' }} />
      </Progress>
      <Dots>
        {Array.from({ length: count }, (_, i) => (
          <Dot
            key={i}
            type="button"
            $active={i === active}
            aria-label={t('goToSlide', { n: i + 1 })}
            aria-current={i === active || undefined}
            onClick={() => choose(i)}
            data-testid="banner-dot"
          />
        ))}
      </Dots>
    </>
  );
}

/** Home banners: swipeable, autoplay every 3 s with a 500 ms slide, dots and a progress bar; images load lazily. */
export function BannerCarousel({ items, interval = 3000, imageWidth = 750, imageHeight = 300, className }: BannerCarouselProps) {
  const { t } = useTranslation('ui');
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  const many = items.length > 1;

  if (items.length === 0) return null;

  return (
    <Root className={className} aria-roledescription="carousel" aria-label={t('banners')} data-testid="banner-carousel">
      <Swiper
        modules={[Autoplay]}
        slidesPerView={1}
        speed={BANNER_SPEED}
        loop={items.length >= 3}
        rewind={items.length === 2}
        allowTouchMove={many}
        autoplay={many ? { delay: interval, disableOnInteraction: false, pauseOnMouseEnter: false } : false}
        onSwiper={setSwiper}
      >
        {items.map((item, i) => {
          const img = (
            <Img
              src={item.image}
              alt={item.alt}
              width={imageWidth}
              height={imageHeight}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
              draggable={false}
            />
          );
          return (
            <SwiperSlide key={item.id} aria-label={`${i + 1} / ${items.length}`}>
              {item.href ? (
                <SlideLink href={item.href} onClick={item.onClick}>
                  {img}
                </SlideLink>
              ) : item.onClick ? (
                <SlideButton type="button" onClick={item.onClick}>
                  {img}
                </SlideButton>
              ) : (
                img
              )}
            </SwiperSlide>
          );
        })}
      </Swiper>
      {many && swiper && <Controls swiper={swiper} count={items.length} interval={interval} />}
    </Root>
  );
}
