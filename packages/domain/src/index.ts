export * from './wire';
export * from './money';
export * from './constants';
export * from './messages';
export * from './phone';
export * from './schemas';
export * from './profile';
export * from './dates';
