import type { BuildEnvironmentOptions, HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

// ------------------------------------------------------------------------------------------------ the players' builds
// What the mobile and desktop builds share about their first download (the entry every screen loads first): the
// workspace packages tree-shake, and the page's texts come as one chunk per language, preloaded by the edge.

/** A module of ours shared by this many chunks joins the `common` chunk (10 measured best: fewest first-load bytes). */
const SHARED_BY = 10;

/** A test for the modules of these npm packages (pnpm's layout or a flat one). */
function libraries(names: string): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/](\\.pnpm[\\\\/][^\\\\/]+[\\\\/]node_modules[\\\\/])?(${names})[\\\\/]`);
}

/**
 * The libraries every screen runs on, by set, in the order a staged start evaluates them (each needs only those
 * before it): React with React DOM, styled-components, Redux with RTK Query, the router, i18next.
 */
const RUNTIME_SETS: [string, string][] = [
  ['react', 'react|react-dom|scheduler|@oxc-project[\\\\/]runtime'],
  ['styled', 'styled-components|stylis|@emotion[\\\\/][^\\\\/]+|shallowequal|tslib'],
  ['redux', '@reduxjs[\\\\/]toolkit|redux|react-redux|redux-thunk|immer|reselect|use-sync-external-store|@standard-schema[\\\\/]utils'],
  ['router', 'react-router|react-router-dom'],
  ['i18n', 'i18next|react-i18next'],
];

/** A staged start's own steps: the store and the texts (`src/setup.ts`), then the screens (`src/start.tsx`). */
const SETUP_MODULE = /[\\/]src[\\/]setup\.ts$/;
const START_MODULE = /[\\/]src[\\/]start\.tsx$/;

/**
 * `build` options of a player app whose assets live under `assets/<dir>` (the edge serves both apps from one origin).
 * `stagedStart`: the app's entry evaluates its start in steps, one task each (apps/mobile/src/main.tsx): the libraries
 * set by set, then `src/setup.ts`, then `src/start.tsx`, each step a chunk of its own (`firstRenderPreload` preloads
 * them all). Without it the libraries are one `runtime` chunk the entry imports statically.
 */
export function playerBuild(assetsDir: string, opts: { stagedStart?: boolean } = {}): BuildEnvironmentOptions {
  const runtime: Rolldown.CodeSplittingGroup[] = opts.stagedStart
    ? [
        ...RUNTIME_SETS.map(([name, libs], i): Rolldown.CodeSplittingGroup => ({ name, test: libraries(libs), priority: 100 - i })),
        // Vite's preload helper, which the entry's steps use: in `start` it would make the entry import all of it.
        { name: 'preload', test: /vite[\\/]preload-helper/, priority: 60 },
        // Our modules each step needs, with what they import statically (nothing the first page does not need).
        { name: 'setup', test: SETUP_MODULE, priority: 55 },
        { name: 'start', test: START_MODULE, priority: 50 },
      ]
    : [{ name: 'runtime', test: libraries(RUNTIME_SETS.map(([, libs]) => libs).join('|')), priority: 100 }];
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
            // The libraries every screen runs on, in long-cached files rather than in pieces shared with routes.
            ...runtime,
            {
              // Our own modules most screens share (theme, buttons, icons, money and dates, the api's core): one file
              // instead of a dozen sub-kilobyte ones, each a round trip on a slow connection.
              name: 'common',
              test: /[\\/](packages[\\/](ui|domain|api|i18n)[\\/]src|apps[\\/](mobile|desktop)[\\/]src[\\/](app|lib))[\\/]/,
              priority: 10,
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

/**
 * With `stagedStart`: a `<link rel="modulepreload">` for each chunk the first render needs (the `setup` and `start`
 * steps and every chunk they import statically, the libraries' included), so they download beside the entry at once,
 * not one step after another. The edge's boot shell makes them inert until the first paint like the entry's own
 * (`scriptsAfterPaint`).
 */
export function firstRenderPreload(): Plugin {
  return {
    name: 'khela-first-render-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const firstRender = Object.values(bundle).filter((c) => c.type === 'chunk' && c.moduleIds.some((id) => SETUP_MODULE.test(id) || START_MODULE.test(id)));
        const needed = new Set<string>();
        const visit = (file: string) => {
          if (needed.has(file)) return;
          needed.add(file);
          const c = bundle[file];
          if (c?.type === 'chunk') c.imports.forEach(visit);
        };
        firstRender.forEach((c) => visit(c.fileName));
        return [...needed]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
      },
    },
  };
}
