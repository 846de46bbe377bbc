/**
 * Covey §3.5: agreements (append-only consent ledger), api_keys, oauth_clients, oauth_grants,
 * oauth_tokens (server only).
 */
import type { Migration } from './migration.js';
import {
  AUTHED, IMAGES, SIGNED, bool, createCollections, date, dropCollections, file, index, json, read, rel, select, text, url,
  type CollectionDef,
} from './covey-kit.js';

const DOCUMENTS = [
  'terms', 'privacy', 'hipaa_authorization', 'communications_consent', 'sms_consent', 'ai_assistant_notice', 'circle_consent',
  'employer_terms', 'broker_terms', 'baa',
];
const KEY_SCOPES = ['read:roster', 'write:roster', 'read:metrics', 'read:coverages', 'read:appointments', 'write:appointments', 'read:tasks', 'write:tasks', 'read:reports'];
const OAUTH_SCOPES = ['profile', 'coverage:read', 'appointments:read', 'appointments:write', 'tasks:read', 'tasks:write', 'reports:read', 'files:read'];
const OWN = (f: string) => `${SIGNED} && ${f} = @request.auth.id`;

export const consentDefs: CollectionDef[] = [
  {
    name: 'agreements',
    fields: [
      rel('user', 'users', { required: true }), rel('member', 'members'), select('document', DOCUMENTS), text('version', { required: true }),
      select('action', ['accepted', 'revoked']), text('signature_name'), rel('circle', 'circles'), text('ip'), text('user_agent'),
      { name: 'accepted_at', type: 'autodate', onCreate: true, onUpdate: false },
    ],
    indexes: [index('agreements', ['user', 'document']), index('agreements', ['member'])],
    rules: {
      ...read(`${SIGNED} && (user = @request.auth.id || member.counselor.user = @request.auth.id)`),
      createRule: `${AUTHED} && @request.body.user = @request.auth.id && (@request.body.member:isset = false || @request.body.member = "" || (@collection.members.id ?= @request.body.member && (@collection.members.user ?= @request.auth.id || (@collection.members.subscriber.user ?= @request.auth.id && @collection.members.minor ?= true))))`,
      updateRule: null,
      deleteRule: null,
    },
  },
  {
    name: 'api_keys',
    fields: [
      rel('user', 'users', { required: true, cascade: true }), text('name', { required: true }), text('prefix'), text('hash', { hidden: true }),
      select('scopes', KEY_SCOPES, { multi: true }), date('expires'), date('last_used'), text('last_ip'), bool('revoked'),
    ],
    indexes: [index('api_keys', ['user']), index('api_keys', ['prefix'])],
    rules: {
      ...read(OWN('user')),
      createRule: null,
      updateRule: `${OWN('user')} && @request.body.hash:changed = false && @request.body.prefix:changed = false && @request.body.scopes:changed = false && @request.body.user:changed = false`,
      deleteRule: OWN('user'),
    },
  },
  {
    name: 'oauth_clients',
    fields: [
      rel('owner', 'users', { required: true }), text('name', { required: true }), file('logo', { mimes: IMAGES, mb: 2 }), url('homepage'),
      url('privacy_url'), url('terms_url'), json('redirect_uris'), text('client_id'), text('secret_hash', { hidden: true }),
      select('type', ['public', 'confidential']), select('allowed_scopes', OAUTH_SCOPES, { multi: true }),
      select('status', ['pending_review', 'approved', 'suspended']), text('description'),
    ],
    indexes: [index('oauth_clients', ['client_id'], true, "`client_id` != ''"), index('oauth_clients', ['owner'])],
    rules: {
      ...read(OWN('owner')),
      createRule: `${AUTHED} && @request.body.owner = @request.auth.id && @request.body.status = "pending_review" && @request.body.secret_hash:isset = false`,
      updateRule: `${OWN('owner')} && @request.body.status:changed = false && @request.body.client_id:changed = false && @request.body.secret_hash:changed = false && @request.body.owner:changed = false`,
      deleteRule: OWN('owner'),
    },
  },
  {
    name: 'oauth_grants',
    fields: [
      rel('user', 'users', { required: true, cascade: true }), rel('client', 'oauth_clients', { required: true, cascade: true }), rel('member', 'members'),
      select('scopes', OAUTH_SCOPES, { multi: true }), date('expires'), bool('revoked'), date('last_used'),
    ],
    indexes: [index('oauth_grants', ['user']), index('oauth_grants', ['member'])],
    rules: {
      ...read(OWN('user')),
      createRule: null,
      updateRule: `${OWN('user')} && @request.body.revoked = true && @request.body.scopes:changed = false && @request.body.client:changed = false && @request.body.member:changed = false`,
      deleteRule: OWN('user'),
    },
  },
  {
    name: 'oauth_tokens',
    fields: [
      rel('grant', 'oauth_grants', { cascade: true }), rel('client', 'oauth_clients', { cascade: true }), rel('user', 'users', { cascade: true }),
      select('kind', ['code', 'access', 'refresh']), text('hash', { hidden: true }), text('code_challenge'), select('code_challenge_method', ['S256', 'plain']),
      text('redirect_uri'), date('expires'), bool('used'),
    ],
    indexes: [index('oauth_tokens', ['hash']), index('oauth_tokens', ['grant'])],
    rules: { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null },
  },
];

export const coveyConsent: Migration = {
  id: '1700000600_covey_consent',
  up: (app) => createCollections(app, consentDefs),
  down: (app) => dropCollections(app, consentDefs),
};
