/**
 * Keeps the assistant's per-member knowledge current (product.md §6 "Assistant"): after a coverage,
 * a member's SBC/letter file or a member row changes, that member's entry is dropped; after a
 * benefit plan changes, the entries of every member who used it or works for its employer are
 * dropped. They are rebuilt on the next question.
 */
import type { CoreApp, RecordEvent } from '../../../core/core-app.js';
import { knowledgeStore } from '../knowledge.js';
import { str } from '../../hooks/context.js';
import { dataOf } from '../../../core/records/typed-record.js';

function members(e: RecordEvent, field: string): string[] {
  return [...new Set([str(e.record.data[field]), str(e.original?.data[field])].filter(Boolean))];
}

function onChange(core: CoreApp, e: RecordEvent): void {
  const store = knowledgeStore(core);
  switch (e.record.collection.name) {
    case 'coverages':
    case 'files':
      for (const m of members(e, 'member')) store.invalidateMember(m);
      break;
    case 'members':
      store.invalidateMember(dataOf(e.record, 'members').id);
      break;
    case 'benefit_plans':
      for (const emp of members(e, 'employer')) store.invalidatePlan(dataOf(e.record, 'benefit_plans').id, emp);
      break;
  }
}

const WATCHED = new Set(['coverages', 'files', 'members', 'benefit_plans']);

export function installAssistantIndexHooks(core: CoreApp): void {
  const watched = (e: RecordEvent) => WATCHED.has(e.record.collection.name);
  core.hooks.recordAfterCreate.add((e) => onChange(core, e), watched);
  core.hooks.recordAfterUpdate.add((e) => onChange(core, e), watched);
  core.hooks.recordAfterDelete.add((e) => onChange(core, e), watched);
}
