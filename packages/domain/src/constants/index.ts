/**
 * Business constants of spec document 1 section 9 and spec document 2 section 9, plus the codes, menus and routes the
 * two documents name, one file per subject. Money is in poisha (see ../money.ts); times are in milliseconds unless the
 * name says seconds. English labels are the spec's own words; screens translate them through i18n by `key`.
 */
export * from './payments';
export * from './accounts';
export * from './ui';
export * from './rewards';
export * from './games';
export * from './promotions';
export * from './records';
export * from './routes';
export * from './menus';
