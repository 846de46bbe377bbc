/**
 * Defaults of new collections: system fields, auth options, ids. Mirrors PocketBase v0.23+.
 */
import { crc32 } from 'node:zlib';
import { randomString } from '../../util/random.js';
import { nowString } from '../../util/dates.js';
import type { FieldDef } from '../fields/field.js';
import type { AuthOptions, Collection, CollectionType } from './collection.js';
import { defaultAuthTemplates } from './auth-templates.js';

export const SUPERUSERS_ID = 'pbc_3142635823';

export const newCollectionId = (type: string, name: string) => `pbc_${crc32(type + name)}`;
export const newFieldIdFor = (type: string, name: string) => `${type}${crc32(name)}`;

export function idField(): FieldDef {
  return {
    id: 'text3208210256',
    name: 'id',
    type: 'text',
    system: true,
    hidden: false,
    presentable: false,
    primaryKey: true,
    required: true,
    min: 15,
    max: 15,
    pattern: '^[a-z0-9]+$',
    autogeneratePattern: '[a-z0-9]{15}',
  };
}

function field(type: string, name: string, opts: Record<string, unknown>): FieldDef {
  return { id: newFieldIdFor(type, name), name, type, system: false, hidden: false, presentable: false, ...opts };
}

export function authSystemFields(): FieldDef[] {
  return [
    field('password', 'password', { system: true, hidden: true, required: true, min: 8, max: 0, pattern: '', cost: 0 }),
    field('text', 'tokenKey', {
      system: true,
      hidden: true,
      required: true,
      min: 30,
      max: 60,
      pattern: '',
      autogeneratePattern: '[a-zA-Z0-9]{50}',
      primaryKey: false,
    }),
    field('email', 'email', { system: true, required: true, exceptDomains: null, onlyDomains: null }),
    field('bool', 'emailVisibility', { system: true, required: false }),
    field('bool', 'verified', { system: true, required: false }),
  ];
}

const token = (duration: number) => ({ duration, secret: randomString(50) });

function defaultAuthOptions(): AuthOptions {
  const t = defaultAuthTemplates();
  return {
    authRule: '',
    manageRule: null,
    authAlert: { enabled: true, emailTemplate: t.authAlert },
    oauth2: {
      enabled: false,
      providers: [],
      mappedFields: { id: '', name: '', username: '', avatarURL: '' },
    },
    passwordAuth: { enabled: true, identityFields: ['email'] },
    mfa: { enabled: false, duration: 600, rule: '' },
    otp: { enabled: false, duration: 180, length: 8, emailTemplate: t.otp },
    authToken: token(432000),
    passwordResetToken: token(1800),
    emailChangeToken: token(1800),
    verificationToken: token(86400),
    fileToken: token(180),
    verificationTemplate: t.verification,
    resetPasswordTemplate: t.resetPassword,
    confirmEmailChangeTemplate: t.confirmEmailChange,
  };
}

/** A blank collection of the type (used by scaffolds and as the base of creates). */
export function blankCollection(type: CollectionType): Collection {
  const now = nowString();
  const base: Collection = {
    id: '',
    name: '',
    type,
    system: false,
    fields: type === 'view' ? [] : [idField()],
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    created: now,
    updated: now,
  };
  if (type === 'view') return { ...base, viewQuery: '' };
  if (type === 'auth') {
    return { ...base, fields: [idField(), ...authSystemFields()], ...defaultAuthOptions() };
  }
  return base;
}

/** Indexes every auth collection must have (tokenKey unique, email unique when not empty). */
export function authSystemIndexes(tableName: string, collectionId: string): string[] {
  return [
    `CREATE UNIQUE INDEX \`idx_tokenKey_${collectionId}\` ON \`${tableName}\` (\`tokenKey\`)`,
    `CREATE UNIQUE INDEX \`idx_email_${collectionId}\` ON \`${tableName}\` (\`email\`) WHERE \`email\` != ''`,
  ];
}
