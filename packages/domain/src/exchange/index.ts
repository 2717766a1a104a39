export * from './ladder';
export * from './positions';
export * from './fancy';
export * from './house';
export * from './rules';
export * from './wire';
