/**
 * The record types, select values and relation targets generated from the server's migrations
 * (`npm run gen:schema`, decision 0040). Types and small constants only: no server code reaches the bundle.
 */
export * from '../../../server/src/generated/schema';
