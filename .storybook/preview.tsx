import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider } from 'styled-components';
import { I18nextProvider, initI18n, setLanguage, type Language } from '../packages/i18n/src';
import { resources } from '../packages/i18n/src/resources';
import { GlobalStyle, theme } from '../packages/ui/src';
import { ConsoleStyle } from '../apps/backoffice/src/app/ConsoleStyle';

const i18n = initI18n({ resources, fallback: 'en' });

const toLanguage = (v: unknown): Language => (v === 'bn' ? 'bn' : 'en');

/**
 * Theme, global styles and i18n around every story; remounts the story when the language changes. The operator
 * console's stories (titled "Console/…") also get the console's denser global style.
 */
const withProviders: Decorator = (Story, context) => {
  const lng = toLanguage(context.globals.locale);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {context.title.startsWith('Console/') && <ConsoleStyle />}
      <I18nextProvider i18n={i18n}>
        <div key={lng} lang={lng} style={{ padding: 16 }}>
          <Story />
        </div>
      </I18nextProvider>
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withProviders],
  // switch the language before the story renders, so the first paint is already in that language
  loaders: [
    async ({ globals }) => {
      const lng = toLanguage(globals.locale);
      if (i18n.language !== lng) await setLanguage(lng);
      return {};
    },
  ],
  globalTypes: {
    locale: {
      description: 'Language of the UI',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', right: 'EN', title: 'English' },
          { value: 'bn', right: 'BN', title: 'বাংলা' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'en',
    backgrounds: { value: 'khela' },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    backgrounds: {
      options: {
        khela: { name: 'Khela dark', value: theme.colors.bg },
        surface: { name: 'Surface', value: theme.colors.surface },
      },
    },
    viewport: {
      options: {
        phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        phone412: { name: 'Phone 412', styles: { width: '412px', height: '823px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1366', styles: { width: '1366px', height: '900px' }, type: 'desktop' },
      },
    },
  },
};

export default preview;
