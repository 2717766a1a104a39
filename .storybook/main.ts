import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';

/**
 * Storybook 10 (ESM config). Controls, actions, backgrounds, viewport, interactions and `storybook/test`
 * are built into the core; there is no addon-essentials any more.
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/*/src/**/*.stories.@(ts|tsx)'],
  addons: [],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    const plugins = (viteConfig.plugins ?? []).flat();
    const hasReact = plugins.some((p) => p && typeof p === 'object' && 'name' in p && String(p.name).startsWith('vite:react'));
    return {
      ...viteConfig,
      plugins: hasReact ? viteConfig.plugins : [...(viteConfig.plugins ?? []), react()],
      resolve: {
        ...viteConfig.resolve,
        // one copy of each, whichever workspace package imports it (ThemeProvider and i18n contexts must be shared)
        dedupe: ['react', 'react-dom', 'styled-components', 'i18next', 'react-i18next'],
      },
    };
  },
};

export default config;
