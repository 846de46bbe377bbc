/**
 * Every migration, in order. System migrations first; Covey's own collections follow.
 */
import type { Migration } from './migration.js';
import { systemCollections } from './system-collections.js';

export const MIGRATIONS: Migration[] = [systemCollections];
