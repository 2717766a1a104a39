export { default } from './tooling/eslint.config.mjs';
