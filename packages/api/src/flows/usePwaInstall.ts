import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** Chrome's `beforeinstallprompt` event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

/** Where the "add to home screen" guide should point: iOS Safari's Share menu, Android Chrome's menu, or both. */
export type InstallPlatform = 'ios' | 'android' | 'other';

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function standaloneNow(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return installed || nav.standalone === true || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

/**
 * Listen for the browser's install offer as early as possible (call it once in main.tsx, before React renders: Chrome
 * fires `beforeinstallprompt` once, soon after load). Also notes `appinstalled` so the entry hides at once.
 */
export function capturePwaInstallPrompt(): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // keep it for our own button instead of Chrome's mini bar
    deferred = e as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    emit();
  });
}

/**
 * Register the app's service worker (production builds only). `script` is the build's own file (`/sw-m.js`,
 * `/sw-d.js`): mobile and desktop share the origin and the scope `/`, so the one last opened serves the site.
 */
export function registerServiceWorker(script: string): void {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const go = () =>
    void navigator.serviceWorker
      .register(script, { scope: '/' })
      .catch(() => undefined);
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}

export function installPlatform(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): InstallPlatform {
  if (/iphone|ipad|ipod/i.test(ua) || (/macintosh/i.test(ua) && /mobile/i.test(ua))) return 'ios';
  if (/android/i.test(ua)) return 'android';
  return 'other';
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

export interface PwaInstall {
  /** False once the app runs installed (display-mode: standalone): hide the download entries. */
  visible: boolean;
  /** The operator's APK (general_settings.app_download_url): when set the entry is a plain link to it. */
  apkUrl: string | null;
  /** The browser offers its own install prompt right now. */
  canPrompt: boolean;
  /** The entry was pressed (no APK): the browser's prompt where offered, else open the guide. */
  install(): void;
  /** The "add to home screen" guide. */
  guideOpen: boolean;
  closeGuide(): void;
  platform: InstallPlatform;
}

/**
 * The app download entry (header icon, footer link; spec 1 §2, spec 2 "Footer"): the operator's APK link wins; else
 * the browser's install prompt (beforeinstallprompt) where offered, else a guide to add the site to the home screen.
 */
export function usePwaInstall(appDownloadUrl?: string | null): PwaInstall {
  const prompt = useSyncExternalStore(subscribe, () => deferred, () => null);
  const [standalone, setStandalone] = useState(standaloneNow);
  const [guideOpen, setGuideOpen] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mq = window.matchMedia('(display-mode: standalone)');
    const on = () => setStandalone(standaloneNow());
    mq.addEventListener?.('change', on);
    const off = subscribe(on);
    return () => {
      mq.removeEventListener?.('change', on);
      off();
    };
  }, []);

  const install = useCallback(() => {
    const p = deferred;
    if (!p) {
      setGuideOpen(true);
      return;
    }
    deferred = null; // a prompt can be shown once
    emit();
    void p.prompt().catch(() => setGuideOpen(true));
    void p.userChoice.then(
      (c) => {
        if (c.outcome === 'accepted') {
          installed = true;
          emit();
        }
      },
      () => undefined,
    );
  }, []);

  return {
    visible: !standalone,
    apkUrl: appDownloadUrl?.trim() ? appDownloadUrl.trim() : null,
    canPrompt: prompt !== null,
    install,
    guideOpen,
    closeGuide: useCallback(() => setGuideOpen(false), []),
    platform: installPlatform(),
  };
}
