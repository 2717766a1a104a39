export * from './core';
export * from './games';
export * from './tables';
