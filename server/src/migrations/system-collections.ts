/**
 * Installs the system collections PocketBase has: _superusers, _externalAuths, _mfas, _otps,
 * _authOrigins, and the default `users` auth collection.
 */
import { deleteCollection, saveCollection } from '../core/collections/collection-service.js';
import { SUPERUSERS_ID } from '../core/collections/collection-defaults.js';
import type { Migration } from './migration.js';

const OWNER = '@request.auth.id != \'\' && recordRef = @request.auth.id && collectionRef = @request.auth.collectionId';
const text = (name: string, extra: Record<string, unknown> = {}) => ({ name, type: 'text', required: true, ...extra });
const stamps = [
  { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
];
const refs = [text('collectionRef'), text('recordRef')];

export const systemCollections: Migration = {
  id: '1700000000_system_collections',
  async up(app) {
    await saveCollection(
      app,
      {
        id: SUPERUSERS_ID,
        name: '_superusers',
        type: 'auth',
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        authRule: '',
        authToken: { duration: 86400 },
        authAlert: { enabled: true },
        fields: stamps,
      },
      { system: true },
    );
    await saveCollection(
      app,
      {
        id: 'pbc_2281828961',
        name: '_externalAuths',
        type: 'base',
        listRule: OWNER,
        viewRule: OWNER,
        deleteRule: OWNER,
        fields: [...refs, text('provider'), text('providerId'), ...stamps],
        indexes: [
          'CREATE UNIQUE INDEX `idx_externalAuths_record_provider` ON `_externalAuths` (`collectionRef`, `recordRef`, `provider`)',
          'CREATE UNIQUE INDEX `idx_externalAuths_collection_provider` ON `_externalAuths` (`collectionRef`, `provider`, `providerId`)',
        ],
      },
      { system: true },
    );
    await saveCollection(
      app,
      {
        id: 'pbc_2279338944',
        name: '_mfas',
        type: 'base',
        listRule: OWNER,
        viewRule: OWNER,
        fields: [...refs, text('method'), ...stamps],
        indexes: ['CREATE INDEX `idx_mfas_collectionRef_recordRef` ON `_mfas` (`collectionRef`, `recordRef`)'],
      },
      { system: true },
    );
    await saveCollection(
      app,
      {
        id: 'pbc_1638494021',
        name: '_otps',
        type: 'base',
        listRule: OWNER,
        viewRule: OWNER,
        fields: [
          ...refs,
          { name: 'password', type: 'password', hidden: true, required: true, cost: 8 },
          { name: 'sentTo', type: 'text', hidden: true },
          ...stamps,
        ],
        indexes: ['CREATE INDEX `idx_otps_collectionRef_recordRef` ON `_otps` (`collectionRef`, `recordRef`)'],
      },
      { system: true },
    );
    await saveCollection(
      app,
      {
        id: 'pbc_4275539003',
        name: '_authOrigins',
        type: 'base',
        listRule: OWNER,
        viewRule: OWNER,
        deleteRule: OWNER,
        fields: [...refs, text('fingerprint'), ...stamps],
        indexes: [
          'CREATE UNIQUE INDEX `idx_authOrigins_unique_pairs` ON `_authOrigins` (`collectionRef`, `recordRef`, `fingerprint`)',
        ],
      },
      { system: true },
    );
    await saveCollection(app, {
      id: '_pb_users_auth_',
      name: 'users',
      type: 'auth',
      listRule: 'id = @request.auth.id',
      viewRule: 'id = @request.auth.id',
      createRule: '',
      updateRule: 'id = @request.auth.id',
      deleteRule: 'id = @request.auth.id',
      oauth2: { mappedFields: { id: '', name: 'name', username: '', avatarURL: 'avatar' } },
      fields: [
        { name: 'name', type: 'text', max: 255 },
        {
          name: 'avatar',
          type: 'file',
          maxSelect: 1,
          maxSize: 0,
          mimeTypes: ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif', 'image/webp'],
          thumbs: null,
          protected: false,
        },
        ...stamps,
      ],
    });
  },
  async down(app) {
    for (const name of ['users', '_authOrigins', '_otps', '_mfas', '_externalAuths', '_superusers']) {
      const c = app.getCollection(name);
      if (!c) continue;
      c.system = false;
      await deleteCollection(app, c);
    }
  },
};
