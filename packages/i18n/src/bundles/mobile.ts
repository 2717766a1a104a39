import en from './mobile-en';
import bn from './mobile-bn';

/**
 * The mobile app: every player feature (it has the funds screens), and no console or games-app strings (bundle size on cheap phones).
 * Both languages at once, for tests and Storybook; the app itself loads only the page's language (`./mobile-lazy`).
 */
export const resources = { en, bn };
