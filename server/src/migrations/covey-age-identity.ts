/**
 * Access that follows age and identity (issue 26, decision 0030):
 * - `members.adult_on` (date, server-set): the 18th birthday, from the profile's date of birth.
 *   Every rule that gave a subscriber access "while the dependent is a minor" now compares that
 *   date with `@now` instead of reading the stored `minor` flag, so the access ends on the
 *   birthday whether or not the daily job has run yet; existing rows are backfilled here;
 * - `invites`: an invitation is readable (and declinable) by its addressee only once the account's
 *   email is verified; the link's token still works for anyone holding it (public summary route);
 * - `members`: the roster fields (`employee_id`, eligibility dates and, on an employer's row, the
 *   email) are the employer admin's and the superuser's alone.
 * `down` restores the earlier rules and drops the field.
 */
import { saveCollection } from '../core/collections/collection-service.js';
import type { CoreApp } from '../core/core-app.js';
import type { Migration } from './migration.js';
import { AUTHED, cid, date, type Rules } from './covey-kit.js';
import { adultOn } from '../covey/account/age.js';

const RULE_KEYS = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;
const ME = '@request.auth.id';
const unchanged = (...fields: string[]) => fields.map((f) => `@request.body.${f}:changed = false`).join(' && ');

/** `X.minor = true` → `X.adult_on > @now`, `X.minor ?= true` → `X.adult_on ?> @now` */
export const toAgeRule = (rule: string) => rule.replace(/([@\w.:]*)\bminor (\??)= true/g, (_m, pre: string, any: string) => `${pre}adult_on ${any}> @now`);
const fromAgeRule = (rule: string) => rule.replace(/([@\w.:]*)\badult_on (\??)> @now/g, (_m, pre: string, any: string) => `${pre}minor ${any}= true`);

const VERIFIED_ADDRESSEE = `(email = @request.auth.email && @request.auth.verified = true)`;
const toVerified = (rule: string) => rule.split('email = @request.auth.email').join(VERIFIED_ADDRESSEE);
const fromVerified = (rule: string) => rule.split(VERIFIED_ADDRESSEE).join('email = @request.auth.email');

/** the fields of an employer's roster that nobody but its admins (and superusers) change */
export const ROSTER_OWNED = ['employee_id', 'eligibility_start', 'eligibility_end'];
const OWNED_LOCKED = `${unchanged(...ROSTER_OWNED)} && (employer = "" || @request.body.email:changed = false)`;
const RELINK = ['employer', 'counselor', 'status', 'user', 'subscriber', 'minor', 'adult_on'];
const ROSTER_LOCKED = unchanged('user', 'employer', 'subscriber', 'relationship', 'minor', 'adult_on', 'counselor', 'source', 'onboarding_step', 'first_name', 'last_name', 'email');
export const MEMBERS_UPDATE =
  `${AUTHED} && ((user = ${ME} && ${unchanged(...RELINK)} && ${OWNED_LOCKED}) || ((subscriber.user = ${ME} && adult_on > @now) && ${unchanged(...RELINK)} && ${OWNED_LOCKED}) || (counselor.user = ${ME} && ${unchanged('employer', 'counselor', 'user', 'subscriber', 'minor', 'adult_on')} && ${OWNED_LOCKED}) || (@request.auth.role = "employer" && employer.admins:each ?= ${ME} && ${ROSTER_LOCKED}))`;
/** what covey-access-follows left on members before this migration */
const MEMBERS_UPDATE_BEFORE =
  `${AUTHED} && ((user = ${ME} && ${unchanged('employer', 'counselor', 'status', 'user', 'subscriber', 'minor')}) || ((subscriber.user = ${ME} && minor = true) && ${unchanged('employer', 'counselor', 'status', 'user', 'subscriber', 'minor')}) || (counselor.user = ${ME} && ${unchanged('employer', 'counselor', 'user', 'subscriber', 'minor')}) || (@request.auth.role = "employer" && employer.admins:each ?= ${ME} && ${unchanged('user', 'employer', 'subscriber', 'relationship', 'minor', 'counselor', 'source', 'onboarding_step', 'first_name', 'last_name', 'email')}))`;

function rewrite(app: CoreApp, map: (name: string, rule: string) => string): Record<string, Rules> {
  const out: Record<string, Rules> = {};
  for (const c of app.collections.all()) {
    if (!c.id.startsWith('pbc_covey_')) continue;
    const rules: Rules = {};
    let touched = false;
    for (const k of RULE_KEYS) {
      const before = c[k];
      if (typeof before !== 'string') continue;
      const after = map(c.name, before);
      if (after !== before) {
        rules[k] = after;
        touched = true;
      }
    }
    if (touched) out[c.id] = rules;
  }
  return out;
}

async function backfill(app: CoreApp): Promise<void> {
  const rows = await app.db.all<{ id: string; dob: string }>(
    `SELECT p."member" AS "id", p."dob" AS "dob" FROM "profiles" p WHERE p."dob" != '' ORDER BY p."member"`,
  );
  for (const row of rows) {
    const when = adultOn(String(row.dob ?? ''));
    if (when) await app.db.run('UPDATE "members" SET "adult_on" = ? WHERE "id" = ?', [when, row.id]);
  }
}

async function up(app: CoreApp): Promise<void> {
  const members = app.getCollection(cid('members'));
  if (!members) throw new Error('collection members is missing');
  if (!members.fields.some((f) => f.name === 'adult_on')) {
    await saveCollection(app, { id: members.id, fields: [...members.fields, date('adult_on')] });
  }
  await backfill(app);
  const next = rewrite(app, (name, rule) => (name === 'invites' ? toVerified(toAgeRule(rule)) : toAgeRule(rule)));
  next[members.id] = { ...next[members.id], updateRule: MEMBERS_UPDATE };
  for (const [id, rules] of Object.entries(next)) await saveCollection(app, { id, ...rules });
}

async function down(app: CoreApp): Promise<void> {
  const members = app.getCollection(cid('members'));
  const next = rewrite(app, (name, rule) => (name === 'invites' ? fromVerified(fromAgeRule(rule)) : fromAgeRule(rule)));
  if (members) next[members.id] = { ...next[members.id], updateRule: MEMBERS_UPDATE_BEFORE };
  for (const [id, rules] of Object.entries(next)) await saveCollection(app, { id, ...rules });
  if (members) await saveCollection(app, { id: members.id, fields: members.fields.filter((f) => f.name !== 'adult_on') });
}

export const coveyAgeIdentity: Migration = { id: '1700001600_covey_age_identity', up, down };
