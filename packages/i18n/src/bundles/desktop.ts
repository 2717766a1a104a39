import en from './desktop-en';
import bn from './desktop-bn';

/**
 * The desktop app: every player feature (the Member Center has the funds tabs), and no console or games-app strings.
 * Both languages at once, for tests and Storybook; the app itself loads only the page's language (`./desktop-lazy`).
 */
export const resources = { en, bn };
