/**
 * `GET/PATCH /api/settings`, `POST /api/settings/test/email|s3` (contract §10): superusers only,
 * secrets never returned, merge-patch with nested validation errors, nothing saved on failure.
 */
import { describe, expect } from 'vitest';
import { MSG, RawBody, runScenarios, type ApiScenario, type ScenarioBody } from '../../../test/harness/api-scenario.js';

const S = '/api/settings';
const SAVE_FAILED = '"message":"An error occurred while saving the new settings."';
const EMAIL_FAILED = '"message":"Failed to send the test email."';
const S3_FAILED = '"message":"Failed to test the S3 filesystem.';

const guarded = (method: string, url: string, body?: ScenarioBody): ApiScenario[] => [
  { name: 'guest → 401', method, url, body, expectedStatus: 401, expectedContent: [MSG.requiresAuth, MSG.emptyData] },
  { name: 'user → 403', method, url, body, auth: 'alice', expectedStatus: 403, expectedContent: [MSG.notAllowed, MSG.emptyData] },
];

const scenarios: ApiScenario[] = [
  ...guarded('GET', S),
  ...guarded('PATCH', S, { meta: { appName: 'Hijack' } }),
  ...guarded('POST', `${S}/test/email`, { email: 'a@example.com', template: 'verification' }),
  ...guarded('POST', `${S}/test/s3`, { filesystem: 'storage' }),

  // read
  { name: 'get', method: 'GET', url: S, auth: 'superuser', expectedStatus: 200, expectedContent: ['"meta":{', '"appName":', '"smtp":{', '"s3":{', '"backups":{', '"batch":{"enabled":false', '"rateLimits":{', '"trustedProxy":{', '"superuserIPs":'], notExpectedContent: ['"password"', '"secret"'] },
  { name: 'get with fields', method: 'GET', url: `${S}?fields=meta.appName`, auth: 'superuser', expectedStatus: 200, expectedContent: ['{"meta":{"appName":'], notExpectedContent: ['"smtp"'] },

  // update
  { name: 'patch merges objects key by key', method: 'PATCH', url: S, auth: 'superuser', body: { meta: { appName: 'Covey <Test> & Co' }, batch: { enabled: true } }, expectedStatus: 200, expectedContent: ['"appName":"Covey \\u003cTest\\u003e \\u0026 Co"', '"senderAddress":"', '"batch":{"enabled":true,"maxRequests":50'] },
  { name: 'patched values persist', method: 'GET', url: S, auth: 'superuser', expectedStatus: 200, expectedContent: ['"appName":"Covey \\u003cTest\\u003e \\u0026 Co"', '"batch":{"enabled":true'] },
  {
    name: 'secrets accepted on write, never returned',
    method: 'PATCH',
    url: S,
    auth: 'superuser',
    body: { smtp: { password: 'smtp-secret-value' }, s3: { secret: 's3-secret-value' } },
    expectedStatus: 200,
    expectedContent: ['"smtp":{'],
    notExpectedContent: ['smtp-secret-value', 's3-secret-value', '"password"', '"secret"'],
    after: (c) => expect(c.app.core.settings.get().smtp.password).toBe('smtp-secret-value'),
  },
  { name: 'empty patch = no change', method: 'PATCH', url: S, auth: 'superuser', body: {}, expectedStatus: 200, expectedContent: ['"appName":"Covey \\u003cTest\\u003e \\u0026 Co"'] },
  { name: 'invalid value → nested field error', method: 'PATCH', url: S, auth: 'superuser', body: { meta: { appName: '' } }, expectedStatus: 400, expectedContent: [SAVE_FAILED, '"meta":{"appName":{"code":"validation_required"'] },
  { name: 'invalid email', method: 'PATCH', url: S, auth: 'superuser', body: { meta: { senderAddress: 'nope' } }, expectedStatus: 400, expectedContent: [SAVE_FAILED, '"senderAddress":{"code":"validation_is_email"'] },
  { name: 'invalid superuser IP', method: 'PATCH', url: S, auth: 'superuser', body: { superuserIPs: ['not an ip'] }, expectedStatus: 400, expectedContent: [SAVE_FAILED, '"superuserIPs":{'] },
  { name: 'nothing saved by failures', method: 'GET', url: S, auth: 'superuser', expectedStatus: 200, expectedContent: ['"appName":"Covey \\u003cTest\\u003e \\u0026 Co"', '"superuserIPs":[]'] },
  { name: 'malformed JSON', method: 'PATCH', url: S, auth: 'superuser', body: new RawBody('{"meta":', 'application/json'), expectedStatus: 400, expectedContent: [MSG.readFailed] },
  { name: 'unsupported content type', method: 'PATCH', url: S, auth: 'superuser', body: new RawBody('meta', 'text/plain'), expectedStatus: 400, expectedContent: [MSG.unsupportedType] },
  { name: 'trailing slash → 404', method: 'GET', url: `${S}/`, auth: 'superuser', expectedStatus: 404, expectedContent: [MSG.notFound] },

  // test email
  { name: 'test email: blank fields', method: 'POST', url: `${S}/test/email`, auth: 'superuser', body: {}, expectedStatus: 400, expectedContent: [EMAIL_FAILED, '"email":{"code":"validation_required"', '"template":{"code":"validation_required"'] },
  { name: 'test email: invalid values', method: 'POST', url: `${S}/test/email`, auth: 'superuser', body: { email: 'nope', template: 'nope', collection: 't_missing' }, expectedStatus: 400, expectedContent: [EMAIL_FAILED, '"email":{"code":"validation_is_email"', '"template":{"code":"validation_in_invalid"', '"collection":{"code":"validation_invalid_auth_collection"'] },

  // test s3
  { name: 'test s3: blank filesystem', method: 'POST', url: `${S}/test/s3`, auth: 'superuser', body: {}, expectedStatus: 400, expectedContent: [S3_FAILED, '"filesystem":{"code":"validation_required"'] },
  { name: 'test s3: invalid filesystem', method: 'POST', url: `${S}/test/s3`, auth: 'superuser', body: { filesystem: 'disk' }, expectedStatus: 400, expectedContent: [S3_FAILED, '"filesystem":{"code":"validation_in_invalid"'] },
  { name: 'test s3: not enabled', method: 'POST', url: `${S}/test/s3`, auth: 'superuser', body: { filesystem: 'storage' }, expectedStatus: 400, expectedContent: [S3_FAILED, 'not enabled'] },
];

describe('/api/settings', () => runScenarios(scenarios));
