/**
 * `GET /api/account/export`: a zip of the signed-in user's own data (product.md §4 `/account`,
 * "data export request"): `records/<collection>.json` and `files/<collection>/<id>/<name>`.
 *
 * Every collection is read through the store's own list action *as the caller*: the collection's
 * list rule applies on top of an "own records" filter, hidden fields stay hidden, so the archive
 * never holds more than the caller could list one by one, and it holds only what is theirs (their
 * own row and the dependents on their plan, the chats they take part in…), not everything they
 * may see (a counselor's caseload is not "their data").
 */
import yazl from 'yazl';
import type { FastifyInstance } from 'fastify';
import type { CoreApp } from '../../../core/core-app.js';
import { fileKey } from '../../../core/records/record-files.js';
import { requestInfo } from '../../../core/rules/request-guards.js';
import { formatDate } from '../../../util/dates.js';
import { accountUserId } from './account-deletion.js';
import type { CoveyHttp, CoveyRouteContext, CoveyRouteGroup } from '../../routes/index.js';

const PAGE = 500;
type Own = (u: string) => string;
/** own records and those of a dependent who is a minor today (the 18th birthday ends it) */
const MEMBER: Own = (u) => `member.user = "${u}" || (member.subscriber.user = "${u}" && member.adult_on > @now)`;

/** the caller's own records per collection (ANDed with the collection's list rule) */
const OWN_RECORDS: Readonly<Record<string, Own>> = {
  users: (u) => `id = "${u}"`,
  members: (u) => `user = "${u}" || subscriber.user = "${u}"`,
  profiles: MEMBER,
  coverages: MEMBER,
  plans: MEMBER,
  tasks: (u) => `${MEMBER(u)} || assignee = "${u}"`,
  reports: MEMBER,
  appointments: MEMBER,
  files: (u) => `owner = "${u}" || ${MEMBER(u)}`,
  comments: (u) => `author = "${u}" || ${MEMBER(u)}`,
  updates: MEMBER,
  suggestions: (u) => `author = "${u}" || ${MEMBER(u)}`,
  circles: (u) => `owner = "${u}" || member.user = "${u}"`,
  circle_members: (u) => `user = "${u}" || circle.owner = "${u}"`,
  invites: (u) => `inviter = "${u}" || accepted_by = "${u}"`,
  chats: (u) => `participants:each ?= "${u}"`,
  messages: (u) => `chat.participants:each ?= "${u}"`,
  agreements: (u) => `user = "${u}"`,
  notifications: (u) => `user = "${u}"`,
  api_keys: (u) => `user = "${u}"`,
  oauth_clients: (u) => `owner = "${u}"`,
  oauth_grants: (u) => `user = "${u}"`,
};

type Item = Record<string, unknown>;

async function ownRecords(core: CoreApp, http: CoveyHttp, info: ReturnType<typeof requestInfo>, name: string, filter: string): Promise<Item[]> {
  const collection = core.getCollection(name);
  if (!collection || collection.listRule === null) return [];
  const out: Item[] = [];
  for (let page = 1; ; page++) {
    const res = await http.listAction({
      app: core,
      collection,
      body: {},
      files: [],
      query: { filter, sort: 'created,id', page: String(page), perPage: String(PAGE), skipTotal: '1' },
      info,
      isSuperuser: false,
    });
    const items = (res.body as { items: Item[] }).items;
    out.push(...items);
    if (items.length < PAGE) return out;
  }
}

const README = (when: string) =>
  `Your Covey data, exported ${when} (UTC).

records/<collection>.json  every record of yours, one JSON array per kind (members, coverages, plans, tasks,
                           reports, appointments, chats and messages, files, agreements, notifications…)
files/<collection>/<record id>/<file name>  the files attached to those records (card photos, documents,
                           attachments). Secrets (password hashes, API key hashes) are never exported.
`;

export function accountExportRoutes({ core, http }: CoveyRouteContext): CoveyRouteGroup {
  return (scope: FastifyInstance) => {
    scope.get('/api/account/export', async (req, reply) => {
      const userId = accountUserId(req);
      if (!/^[a-z0-9]+$/i.test(userId)) throw new Error('unexpected user id');
      const info = requestInfo(req);
      const zip = new yazl.ZipFile();
      const now = formatDate(new Date());
      zip.addBuffer(Buffer.from(README(now)), 'README.txt');
      for (const [name, own] of Object.entries(OWN_RECORDS)) {
        const items = await ownRecords(core, http, info, name, own(userId));
        zip.addBuffer(Buffer.from(JSON.stringify(items, null, 2)), `records/${name}.json`);
        const collection = core.getCollection(name)!;
        const fileFields = collection.fields.filter((f) => f.type === 'file');
        for (const item of items) {
          for (const field of fileFields) {
            const value = item[field.name];
            const names = Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
            for (const file of names) {
              const key = fileKey(collection, String(item['id']), file);
              if (!(await core.files.stat(key))) continue;
              // opened one at a time, when the zip reaches it
              zip.addReadStreamLazy(`files/${name}/${String(item['id'])}/${file}`, (cb) => {
                core.files.get(key).then((s) => cb(null, s), (err: unknown) => cb(err, undefined as never));
              });
            }
          }
        }
      }
      zip.end();
      const day = now.slice(0, 10);
      return reply
        .code(200)
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="covey-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip.outputStream);
    });
  };
}
