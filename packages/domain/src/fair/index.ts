export * from './core';
export * from './games';
export * from './tables';
export * from './slot';
export * from './slot-math';
export * from './play';
export * from './live';
