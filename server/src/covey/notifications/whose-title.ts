/**
 * Whose a notice is about (product.md §4 "Caregivers", "Notification centre"): a notice about
 * another person's item, sent to someone who looks after them (a minor's parent, a caregiver in the
 * person's circle), says whose it is in its title, in the words the person's own notice uses:
 * "Your video call is confirmed" → "Alex's video call is confirmed", "“MRI bill” is resolved" →
 * "Alex's report “MRI bill” is resolved", "A report was opened for you" → "… for Alex".
 */

const NOUN: Readonly<Record<string, string>> = {
  report: 'report',
  plan: 'plan',
  task: 'task',
  appointment: 'appointment',
};

/** "Alex's" / "James'" */
const possessive = (name: string): string => (/s$/i.test(name) ? `${name}'` : `${name}'s`);

/** the title as the person looking after `firstName` reads it ('' = the recipient's own: unchanged) */
export function whoseTitle(title: string, firstName: string, kind: string): string {
  const name = firstName.trim();
  const noun = NOUN[kind];
  // notices about circles, invitations or the account speak to the recipient about themselves
  if (!name || !noun) return title;
  const whose = possessive(name);
  if (/^your /i.test(title)) return `${whose} ${title.slice(5)}`;
  if (title.startsWith('“')) return `${whose} ${noun} ${title}`;
  // plan and task activity (#29): "A new plan to review", "Accepted the plan “…”", "New task: …",
  // "Every task in “…” is done" say whose plan or task it is
  if (/^A new (plan|task)\b/.test(title)) return `${whose} new ${title.slice(6)}`;
  if (/^New (plan|task): /.test(title)) return title.replace(/^New (plan|task): /, `New $1 for ${name}: `);
  if (/^Every task in “/.test(title)) return `Every task in ${whose} plan ${title.slice(14)}`;
  if (/\bthe (plan|task|report|appointment) “/.test(title)) return title.replace(/\bthe (plan|task|report|appointment) “/, `${whose} $1 “`);
  return title.replace(/\byour\b/g, whose).replace(/\bfor you\b/g, `for ${name}`);
}
