import type { BuildEnvironmentOptions, HtmlTagDescriptor, Plugin } from 'vite';

// ------------------------------------------------------------------------------------------------ the players' builds
// What the mobile and desktop builds share about their first download (the entry every screen loads first): the
// workspace packages tree-shake, and the page's texts come as one chunk per language, preloaded by the edge.

/** A module of ours shared by this many chunks joins the `common` chunk (10 measured best: fewest first-load bytes). */
const SHARED_BY = 10;

/** `build` options of a player app whose assets live under `assets/<dir>` (the edge serves both apps from one origin). */
export function playerBuild(assetsDir: string): BuildEnvironmentOptions {
  return {
    assetsDir,
    target: 'es2020',
    rolldownOptions: {
      treeshake: {
        // The workspace packages have no import-time side effects: a module nothing uses (the yup schemas of
        // @khela/domain, an RTK Query endpoint file, a flow hook re-exported by @khela/api's index) stays out of the
        // entry instead of riding along with a re-export.
        moduleSideEffects: [{ test: /\/packages\/(domain|ui|api|i18n)\/src\/.+\.tsx?$/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every screen runs on, in one long-cached file rather than in pieces shared with routes.
              name: 'runtime',
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|react-router|react-router-dom|@reduxjs[\\/]toolkit|redux|react-redux|redux-thunk|immer|reselect|use-sync-external-store|i18next|react-i18next|styled-components|stylis|@emotion[\\/][^\\/]+|shallowequal|tslib|@oxc-project[\\/]runtime)[\\/]/,
            },
            {
              // Our own modules most screens share (theme, buttons, icons, money and dates, the api's core): one file
              // instead of a dozen sub-kilobyte ones, each a round trip on a slow connection.
              name: 'common',
              test: /[\\/](packages[\\/](ui|domain|api|i18n)[\\/]src|apps[\\/](mobile|desktop)[\\/]src[\\/](app|lib))[\\/]/,
              minShareCount: SHARED_BY,
            },
          ],
        },
      },
    },
  };
}

/** The language chunks of `@khela/i18n/<app>/lazy`: `packages/i18n/src/bundles/<app>-<en|bn>.ts`. */
const LANGUAGE_CHUNK = /\/packages\/i18n\/src\/bundles\/[a-z]+-(en|bn)\.ts$/;

/**
 * A `<link rel="modulepreload" data-lang="en|bn">` per language chunk in index.html, so the page's texts download
 * beside the entry instead of after it. The edge keeps only the player's language (its `lang` cookie, English
 * without one); served any other way (vite preview), both stay.
 */
export function languagePreload(): Plugin {
  return {
    name: 'khela-language-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const tags: HtmlTagDescriptor[] = [];
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
          const lang = LANGUAGE_CHUNK.exec(chunk.facadeModuleId ?? '')?.[1];
          if (lang) tags.push({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}`, 'data-lang': lang }, injectTo: 'head' });
        }
        return tags;
      },
    },
  };
}
