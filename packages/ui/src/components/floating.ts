import { useEffect, useRef, useState } from 'react';

/**
 * Floating things (the chat button, back-to-top) never cover an action or a heading (issue 17). Each float asks,
 * whenever the page under it may have changed (scroll end, resize, the page's content changing), whether the place it
 * sits covers one; if it does, the float steps aside (the chat button tucks against the screen edge, back-to-top
 * hides) until the page moves on. A float marks itself `data-floating` so floats do not count each other.
 *
 * What counts as covered: a control's whole box (buttons, links, fields and their labels, tabs, radios, checkboxes,
 * `[data-float-avoid]`) or the text of a heading (a heading's box often spans the row; only its words matter).
 */
const CONTROL =
  'button, a[href], input, select, textarea, label, summary, [role="button"], [role="tab"], [role="link"], [role="radio"], [role="checkbox"], [role="switch"], [data-float-avoid]';
const TEXT = 'h1, h2, h3, h4, h5, h6, legend';

function textHit(el: Element, x: number, y: number): boolean {
  const range = document.createRange();
  range.selectNodeContents(el);
  for (const r of Array.from(range.getClientRects())) {
    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return true;
  }
  return false;
}

/** Whether the rectangle (viewport px) lies over an action or a heading's text of the page, floats excluded. */
export function coversAction(rect: { left: number; top: number; width: number; height: number }): boolean {
  if (typeof document === 'undefined' || typeof document.elementsFromPoint !== 'function') return false;
  const inset = 5;
  const right = rect.left + rect.width;
  const bottom = rect.top + rect.height;
  const points: [number, number][] = [
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
    [rect.left + inset, rect.top + inset],
    [right - inset, rect.top + inset],
    [rect.left + inset, bottom - inset],
    [right - inset, bottom - inset],
    [rect.left + rect.width / 2, rect.top + inset],
    [rect.left + rect.width / 2, bottom - inset],
  ];
  for (const [x, y] of points) {
    if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
    // The topmost page element at the point decides (what a tap there would reach with the float gone).
    const under = document.elementsFromPoint(x, y).find((el) => !el.closest('[data-floating]'));
    if (!under) continue;
    if (under.closest(CONTROL)) return true;
    const text = under.closest(TEXT);
    if (text && textHit(text, x, y)) return true;
  }
  return false;
}

/**
 * Watches whether a float at `rect()` covers an action (see `coversAction`): re-checked after scrolling stops, on
 * resize, when the page's content changes (throttled) and when `key` changes (a new route). `rect()` is where the
 * float sits when it is not stepping aside; null while it is not shown.
 */
export function useCoversAction(rect: () => { left: number; top: number; width: number; height: number } | null, enabled: boolean, key?: unknown): boolean {
  const [covers, setCovers] = useState(false);
  const rect$ = useRef(rect);
  useEffect(() => {
    rect$.current = rect;
  });

  useEffect(() => {
    if (!enabled || typeof window === 'undefined') {
      setCovers(false);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | null = null;
    const check = () => {
      timer = null;
      const r = rect$.current();
      setCovers(r ? coversAction(r) : false);
    };
    /** Settled: waits for the page to stop moving (each new event restarts the wait). */
    const settle = (ms: number) => () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(check, ms);
    };
    const onScroll = settle(140);
    const onResize = settle(140);
    // Content changes (a list loading, a form step) are throttled rather than restarted: live pages change often.
    const onMutation = () => {
      if (!timer) timer = setTimeout(check, 250);
    };
    const first = setTimeout(check, 60);
    const late = setTimeout(check, 600);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    const observer = typeof MutationObserver === 'function' ? new MutationObserver(onMutation) : null;
    observer?.observe(document.body, { childList: true, subtree: true });
    return () => {
      clearTimeout(first);
      clearTimeout(late);
      if (timer) clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, [enabled, key]);

  return enabled && covers;
}
