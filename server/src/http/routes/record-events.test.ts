/**
 * Record writes as PocketBase's ApiScenario runs them: every scenario on its own fresh app (a copy
 * of the file's template data folder), so each one may delete or change the same record, and each
 * names the `core.hooks` events its request fires.
 */
import { describe } from 'vitest';
import { runScenarios, type ApiScenario, type TestApp } from '../../../test/harness/api-scenario.js';

const N = '/api/collections/t_notes/records';
const NOTE = 'note1aaaaaaaaaa';

async function seed(ctx: TestApp): Promise<void> {
  const res = await ctx.inject({
    method: 'POST',
    url: '/api/collections',
    auth: 'superuser',
    body: {
      name: 't_notes',
      listRule: '',
      viewRule: '',
      createRule: "@request.auth.id != ''",
      updateRule: "@request.auth.id != ''",
      deleteRule: "@request.auth.id != ''",
      fields: [{ name: 'title', type: 'text', required: true }],
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  const note = await ctx.inject({ method: 'POST', url: N, auth: 'superuser', body: { id: NOTE, title: 'first' } });
  if (note.statusCode !== 200) throw new Error(note.body);
}

const WRITE = { recordCreate: 0, recordUpdate: 0, recordDelete: 0, recordAfterCreate: 0, recordAfterUpdate: 0, recordAfterDelete: 0 };

const scenarios: ApiScenario[] = [
  { name: 'a read fires no record event', method: 'GET', url: `${N}/${NOTE}`, expectedStatus: 200, expectedContent: ['"title":"first"'], expectedEvents: { ...WRITE, '*': 0 } },
  {
    name: 'create fires the before and after create events once',
    method: 'POST',
    url: N,
    auth: 'alice',
    body: { title: 'second' },
    expectedStatus: 200,
    expectedContent: ['"title":"second"'],
    expectedEvents: { ...WRITE, recordCreate: 1, recordAfterCreate: 1, '*': 0 },
  },
  {
    name: 'a refused create fires no record event',
    method: 'POST',
    url: N,
    body: { title: 'guest' },
    expectedStatus: 400,
    expectedContent: ['"message":'],
    expectedEvents: { ...WRITE, '*': 0 },
  },
  {
    name: 'delete fires the delete events',
    method: 'DELETE',
    url: `${N}/${NOTE}`,
    auth: 'alice',
    expectedStatus: 204,
    expectedEvents: { ...WRITE, recordDelete: 1, recordAfterDelete: 1, '*': 0 },
  },
  {
    // on a shared app this would 404: the scenario above deleted the note
    name: 'update of the same note: its own fresh app still has it',
    method: 'PATCH',
    url: `${N}/${NOTE}`,
    auth: 'alice',
    body: { title: 'changed' },
    expectedStatus: 200,
    expectedContent: ['"title":"changed"'],
    expectedEvents: { ...WRITE, recordUpdate: 1, recordAfterUpdate: 1, '*': 0 },
  },
];

describe('record write events, a fresh app per scenario', () => runScenarios(scenarios, seed, { fresh: true }));
