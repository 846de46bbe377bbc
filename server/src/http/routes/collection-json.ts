/**
 * Collection → API JSON (contract §2.4): key order of PocketBase, secrets never returned.
 */
import type { Collection } from '../../core/collections/collection.js';

const SECRET_TOKENS = ['authToken', 'passwordResetToken', 'emailChangeToken', 'verificationToken', 'fileToken'] as const;

export function collectionToJSON(c: Collection): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: c.id,
    listRule: c.listRule,
    viewRule: c.viewRule,
    createRule: c.createRule,
    updateRule: c.updateRule,
    deleteRule: c.deleteRule,
    name: c.name,
    type: c.type,
    fields: c.fields,
    indexes: c.indexes,
    created: c.created,
    updated: c.updated,
    system: c.system,
  };
  if (c.type === 'view') out['viewQuery'] = c.viewQuery ?? '';
  if (c.type === 'auth') {
    out['authRule'] = c.authRule ?? '';
    out['manageRule'] = c.manageRule ?? null;
    out['authAlert'] = c.authAlert;
    out['oauth2'] = c.oauth2 && {
      ...c.oauth2,
      providers: c.oauth2.providers.map(({ clientSecret: _omit, ...p }) => p),
    };
    out['passwordAuth'] = c.passwordAuth;
    out['mfa'] = c.mfa;
    out['otp'] = c.otp;
    for (const key of SECRET_TOKENS) {
      const t = c[key];
      out[key] = t ? { duration: t.duration } : undefined;
    }
    out['verificationTemplate'] = c.verificationTemplate;
    out['resetPasswordTemplate'] = c.resetPasswordTemplate;
    out['confirmEmailChangeTemplate'] = c.confirmEmailChangeTemplate;
  }
  return out;
}
