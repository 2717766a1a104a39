import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { Swiper, SwiperSlide } from 'swiper/react';
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

const fillUp = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

/** The bar fills by a CSS animation the compositor runs: no main-thread work while a slide waits. */
const ProgressFill = styled.div<{ $ms: number | null }>`
  height: 100%;
  background: ${({ theme }) => theme.colors.gold};
  transform-origin: left center;
  transform: scaleX(0);
  will-change: transform;
  animation: ${({ $ms }) => ($ms === null ? 'none' : fillUp)} ${({ $ms }) => $ms ?? 0}ms linear forwards;
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
 * Dots, the progress bar and the autoplay live in their own component so a slide change re-renders only them, never
 * Swiper. The autoplay is a timer, not Swiper's Autoplay module: that module runs a requestAnimationFrame loop for as
 * long as the carousel exists (to report the time left), so the phone's main thread ran a frame 60 times a second on
 * a home that otherwise stands still (issue 15). Here nothing runs between slide changes: one timeout waits, and the
 * bar fills by a CSS animation. Every slide change (automatic, swiped or chosen) restarts both. The autoplay waits
 * while the carousel is scrolled out of sight, while the page is hidden, while a finger is on it, and for a player
 * who asked the system for reduced motion.
 */
function Controls({ swiper, count, interval }: { swiper: SwiperClass; count: number; interval: number }) {
  const { t } = useTranslation('ui');
  const [active, setActive] = useState(swiper.realIndex);
  // Each cycle of the bar is a new element (its key), so its animation starts from nothing; not running: an empty bar.
  const [cycle, setCycle] = useState<{ n: number; running: boolean }>({ n: 0, running: false });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let seen = true;
    let touching = false;
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const restart = () => {
      clearTimeout(timer);
      timer = undefined;
      const running = !still && seen && !touching && !document.hidden && !swiper.destroyed;
      setCycle((c) => ({ n: c.n + 1, running }));
      if (running) timer = setTimeout(() => swiper.destroyed || swiper.slideNext(BANNER_SPEED), interval);
    };
    const onChange = () => {
      setActive(swiper.realIndex);
      restart();
    };
    const onTouchStart = () => {
      touching = true;
      restart();
    };
    const onTouchEnd = () => {
      touching = false;
      restart();
    };
    swiper.on('slideChange', onChange);
    swiper.on('touchStart', onTouchStart);
    swiper.on('touchEnd', onTouchEnd);
    document.addEventListener('visibilitychange', restart);
    const watch =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(([entry]) => {
            if (!entry || entry.isIntersecting === seen) return;
            seen = entry.isIntersecting;
            restart();
          })
        : null;
    watch?.observe(swiper.el);
    restart();
    return () => {
      clearTimeout(timer);
      watch?.disconnect();
      document.removeEventListener('visibilitychange', restart);
      swiper.off('slideChange', onChange);
      swiper.off('touchStart', onTouchStart);
      swiper.off('touchEnd', onTouchEnd);
    };
  }, [swiper, interval]);

  function choose(i: number) {
    if (i !== swiper.realIndex) swiper.slideToLoop(i, BANNER_SPEED);
  }

  return (
    <>
      <Progress aria-hidden="true">
        <ProgressFill key={cycle.n} $ms={cycle.running ? interval : null} data-testid="banner-progress" data-running={cycle.running} />
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
        slidesPerView={1}
        speed={BANNER_SPEED}
        loop={items.length >= 3}
        rewind={items.length === 2}
        allowTouchMove={many}
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
