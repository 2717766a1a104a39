/**
 * The home's boot shell: on `/` the server paints the header's bar and the first banner with the HTML, over the app
 * while its scripts arrive and start (apps/server/src/edge/edge.ts, `BOOT_SHELL_SCRIPT`; styles in index.html). The
 * app takes it away once what is under it looks the same: the home's banner box holds that banner, decoded
 * (`HomePage`), or the page is another one (`Shell`). The shell's own script removes it after 8 s whatever happens,
 * and at once for a signed-in player (their wallet sits above the banner).
 */
function shell(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById('boot-home');
}

/** The banner the shell shows (its address as the server wrote it), while the shell is up; null otherwise. */
export function bootBanner(): string | null {
  return shell()?.querySelector('img')?.getAttribute('src') ?? null;
}

/** Removes the shell: once `img` (what replaces the shell's banner) is decoded, or on the next frame without one. */
export function releaseBootShell(img?: HTMLImageElement | null): void {
  const el = shell();
  if (!el) return;
  const done = () => el.remove();
  if (img && typeof img.decode === 'function') img.decode().then(() => requestAnimationFrame(done), done);
  else requestAnimationFrame(done);
}
