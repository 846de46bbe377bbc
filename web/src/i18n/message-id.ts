import type en from './catalogs/en.json';

/** every message id: the keys of the English catalog (i18n:check keeps the Spanish one the same) */
export type MessageId = keyof typeof en;
