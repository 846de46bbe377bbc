/**
 * `auth-with-oauth2` (contract §6.9): code exchange, then the linking order — existing
 * `_externalAuths` (provider, providerId) ⇒ the caller's own record ⇒ a record with the
 * provider-VERIFIED email ⇒ a new record through the normal create path (createRule, context
 * `oauth2`). Security (targets §5):
 * - CVE-2024-38351: linking onto an UNVERIFIED record by email resets its password (the
 *   pre-registered password stops working) and verifies it;
 * - CVE-2026-44166: that upgrade also drops every earlier `_externalAuths` link of the record, and a
 *   client-sent `createData.email` is never marked verified nor used when the provider gave one;
 * - the avatar is fetched through the SSRF guard; a refused or failed avatar never fails sign-in.
 */
import { ApiError, fieldError } from '../../../util/api-error.js';
import { randomString } from '../../../util/random.js';
import type { CoreApp } from '../../core-app.js';
import type { AuthCollection } from '../../collections/collection.js';
import type { AuthInfo, RequestInfo } from '../../rules/request-info.js';
import { createRecord } from '../../records/record-upsert.js';
import { findRecordById, findRecordByField } from '../../records/record-queries.js';
import type { IncomingFile } from '../../records/record-files.js';
import type { RecordModel } from '../../records/record.js';
import { safeFetch } from '../ssrf-guard.js';
import { createInternal, deleteInternal, findInternal, findOneInternal, updateInternal } from '../system-records.js';
import { invalidData, str } from '../validate-body.js';
import { fetchOAuth2User } from './oauth2-client.js';
import { supportedProvider, type AuthUser, type OAuth2Token } from './providers.js';

export interface OAuth2Result {
  record: RecordModel;
  meta: Record<string, unknown>;
}

const failed = (data = {}) => new ApiError(400, 'Failed to authenticate.', data);

function validate(c: AuthCollection, body: Record<string, unknown>) {
  if (!c.oauth2?.enabled) throw new ApiError(403, 'The collection is not configured to allow OAuth2 authentication.');
  const provider = str(body, 'provider');
  const code = str(body, 'code');
  const errors: Record<string, ReturnType<typeof fieldError>> = {};
  if (!provider) errors['provider'] = fieldError('validation_required', 'Cannot be blank.');
  else if (!supportedProvider(provider) || !c.oauth2.providers.some((p) => p.name === provider)) {
    errors['provider'] = fieldError('validation_invalid_provider', `Provider with name ${provider} is missing or is not enabled.`);
  }
  if (!code) errors['code'] = fieldError('validation_required', 'Cannot be blank.');
  if (Object.keys(errors).length) throw invalidData(errors);
  const createData = body['createData'] && typeof body['createData'] === 'object' && !Array.isArray(body['createData']) ? (body['createData'] as Record<string, unknown>) : {};
  return { provider, code, codeVerifier: str(body, 'codeVerifier'), redirectURL: str(body, 'redirectURL') || str(body, 'redirectUrl'), createData };
}

async function fetchAvatar(url: string): Promise<IncomingFile | null> {
  if (!url) return null;
  try {
    const res = await safeFetch(url, { maxBytes: 5 << 20 });
    const ext = /png/.test(res.contentType) ? 'png' : /gif/.test(res.contentType) ? 'gif' : /webp/.test(res.contentType) ? 'webp' : 'jpg';
    return { field: '', filename: `avatar.${ext}`, data: res.data };
  } catch (err) {
    console.error('oauth2: avatar not fetched:', err instanceof Error ? err.message : err);
    return null;
  }
}

/** body of a new OAuth2 record: createData, then the mapped provider fields, then the email rules */
async function newRecordBody(c: AuthCollection, user: AuthUser, createData: Record<string, unknown>) {
  const body: Record<string, unknown> = { ...createData };
  for (const k of ['verified', 'tokenKey', 'id']) delete body[k];
  const map = c.oauth2.mappedFields ?? { id: '', name: '', username: '', avatarURL: '' };
  const has = (f: string) => !!f && c.fields.some((d) => d.name === f);
  if (has(map.id)) body[map.id] = user.id;
  if (has(map.name) && user.name) body[map.name] = user.name;
  if (has(map.username) && user.username) body[map.username] = user.username;
  // CVE-2026-44166: the provider's email wins; a client-sent email is kept only as an unverified address
  if (user.email) body['email'] = user.email;
  const pw = randomString(30);
  body['password'] = pw;
  body['passwordConfirm'] = pw;
  const files: IncomingFile[] = [];
  if (has(map.avatarURL) && user.avatarURL) {
    const f = await fetchAvatar(user.avatarURL);
    if (f) files.push({ ...f, field: map.avatarURL });
  }
  return { body, files };
}

async function linkedRecord(app: CoreApp, c: AuthCollection, provider: string, user: AuthUser): Promise<RecordModel | null> {
  const ext = await findOneInternal(app, '_externalAuths', { collectionRef: c.id, provider, providerId: user.id });
  if (!ext) return null;
  const record = await findRecordById(app.db, c, String(ext.data['recordRef']));
  if (!record) await deleteInternal(app, ext).catch(() => undefined);
  return record;
}

async function ensureLink(app: CoreApp, c: AuthCollection, record: RecordModel, provider: string, providerId: string): Promise<void> {
  const recordRef = String(record.data['id']);
  const mine = await findInternal(app, '_externalAuths', { collectionRef: c.id, recordRef, provider });
  if (mine.some((e) => e.data['providerId'] === providerId)) return;
  for (const old of mine) await deleteInternal(app, old);
  await createInternal(app, '_externalAuths', { collectionRef: c.id, recordRef, provider, providerId });
}

/** CVE-2024-38351 + CVE-2026-44166: the provider proved the email of an unverified record */
async function claimUnverified(app: CoreApp, c: AuthCollection, record: RecordModel): Promise<RecordModel> {
  for (const ext of await findInternal(app, '_externalAuths', { collectionRef: c.id, recordRef: String(record.data['id']) })) {
    await deleteInternal(app, ext);
  }
  const pw = randomString(30);
  return updateInternal(app, record, { verified: true, password: pw, passwordConfirm: pw });
}

export async function authWithOAuth2(app: CoreApp, c: AuthCollection, body: Record<string, unknown>, auth: AuthInfo | null, info: RequestInfo): Promise<OAuth2Result> {
  const input = validate(c, body);
  const { token, user } = await fetchOAuth2User(c, input.provider, input);
  let record = await linkedRecord(app, c, input.provider, user);
  let isNew = false;
  let ownRecord = false;
  try {
    if (!record && auth && auth.collection.id === c.id) {
      record = await findRecordById(app.db, c, String(auth.record['id']));
      ownRecord = !!record;
    }
    if (!record && user.email && user.emailVerified) {
      const byEmail = await findRecordByField(app.db, c, 'email', user.email, true);
      if (byEmail) record = byEmail.data['verified'] === true ? byEmail : await claimUnverified(app, c, byEmail);
    }
    if (!record) {
      if (c.name === '_superusers') throw failed();
      const { body: createBody, files } = await newRecordBody(c, user, input.createData);
      record = await createRecord(app, { collection: c, body: createBody, files, req: { ...info, context: 'oauth2' }, isSuperuser: false });
      isNew = true;
      const verifiedEmail = user.email && user.emailVerified && String(record.data['email']).toLowerCase() === user.email.toLowerCase();
      if (verifiedEmail) record = await updateInternal(app, record, { verified: true });
    } else if (user.email && user.emailVerified) {
      const patch: Record<string, unknown> = {};
      const current = String(record.data['email'] ?? '');
      if (!current && !(await findRecordByField(app.db, c, 'email', user.email, true))) Object.assign(patch, { email: user.email, verified: true });
      else if (current.toLowerCase() === user.email.toLowerCase() && record.data['verified'] !== true) {
        // the signed-in owner only gets verified; anyone else's pre-registered state is cleared
        record = ownRecord ? await updateInternal(app, record, { verified: true }) : await claimUnverified(app, c, record);
      }
      if (Object.keys(patch).length) record = await updateInternal(app, record, patch);
    }
    await ensureLink(app, c, record, input.provider, user.id);
  } catch (err) {
    if (err instanceof ApiError) throw err.status === 400 ? failed(err.data) : err;
    console.error('oauth2: sign-in failed:', err);
    throw failed();
  }
  return { record, meta: metaOf(user, token, isNew) };
}

function metaOf(user: AuthUser, token: OAuth2Token, isNew: boolean): Record<string, unknown> {
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    avatarURL: user.avatarURL,
    avatarUrl: user.avatarURL,
    accessToken: token.accessToken,
    refreshToken: token.refreshToken,
    expiry: token.expiry,
    rawUser: user.rawUser,
    isNew,
  };
}
