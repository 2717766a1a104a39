// Jest config for `test-storybook` (found here through --config-dir .storybook).
// Runs the stories in Debian's Chromium through playwright-core; never downloads a browser.
import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.mjs';

const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  testTimeout: 30000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true },
      contextOptions: { viewport: { width: 412, height: 823 } },
    },
  },
};
