import { describe, expect, it } from 'vitest';
import { i18next, setLanguage, startI18n, type LanguageLoaders } from './index';
import { loaders as mobile } from './bundles/mobile-lazy';
import { resources } from './bundles/mobile';

describe('texts loaded per language', () => {
  it("starts with the page's language only and fetches the other at the switch", async () => {
    const fetched: string[] = [];
    const loaders: LanguageLoaders = {
      en: async () => (fetched.push('en'), { default: { ui: { hello: 'Hello' } } }),
      bn: async () => (fetched.push('bn'), { default: { ui: { hello: 'হ্যালো' } } }),
    };
    await startI18n(loaders);
    expect(fetched).toEqual(['en']);
    expect(i18next.t('ui:hello' as never)).toBe('Hello');
    expect(i18next.hasResourceBundle('bn', 'ui')).toBe(false);

    await setLanguage('bn');
    expect(fetched).toEqual(['en', 'bn']);
    expect(i18next.language).toBe('bn');
    expect(i18next.t('ui:hello' as never)).toBe('হ্যালো');

    await setLanguage('en');
    await setLanguage('bn');
    expect(fetched).toEqual(['en', 'bn']);
  });

  it("an app's language chunks hold the same texts as its bundle", async () => {
    expect((await mobile.en()).default).toEqual(resources.en);
    expect((await mobile.bn()).default).toEqual(resources.bn);
  });
});
