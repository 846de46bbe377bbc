/**
 * `/api/collections/{c}/records[/{id}]` (contract §3): thin adapters over record-actions.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../util/api-error.js';
import type { CoreApp } from '../../core/core-app.js';
import type { Collection } from '../../core/collections/collection.js';
import { readBody } from '../body.js';
import { fileMaxSize } from '../../core/fields/field-file.js';
import { firstValues, isSuperuserReq, requestInfo } from '../request-context.js';
import {
  createAction,
  deleteAction,
  listAction,
  updateAction,
  viewAction,
  type ActionResult,
  type RecordCall,
} from './record-actions.js';

type Params = { collection: string; id?: string };

/** the largest file any field of the collection accepts: bigger parts are cut off while streaming (413) */
function maxUploadBytes(c: Collection): number {
  const sizes = c.fields.filter((f) => f.type === 'file').map((f) => fileMaxSize(f));
  return Math.max(1, ...sizes);
}

export function collectionOr404(app: CoreApp, idOrName: string): Collection {
  const c = app.getCollection(idOrName);
  if (!c) throw new ApiError(404, 'Missing collection context.');
  return c;
}

async function toCall(app: CoreApp, req: FastifyRequest<{ Params: Params }>, withBody: boolean): Promise<RecordCall> {
  // `/records/` (trailing slash) is no route in PocketBase: an empty id never reaches a handler
  if (req.params.id === '') throw new ApiError(404);
  const collection = collectionOr404(app, req.params.collection);
  const { data, files } = withBody ? await readBody(req, maxUploadBytes(collection)) : { data: {}, files: [] };
  const query = firstValues(req.query);
  return {
    app,
    collection,
    id: req.params.id,
    body: data,
    files,
    query,
    // the same values, a separate object (rules see @request.query; actions read call.query)
    info: requestInfo(req, 'default', data, { ...query }),
    isSuperuser: isSuperuserReq(req),
  };
}

const send = (reply: FastifyReply, r: ActionResult) =>
  r.status === 204 ? reply.code(204).send() : reply.code(r.status).send(r.body);

export function registerRecordCrudRoutes(server: FastifyInstance, app: CoreApp): void {
  const base = '/api/collections/:collection/records';
  server.get<{ Params: Params }>(base, async (req, reply) => send(reply, await listAction(await toCall(app, req, false))));
  server.get<{ Params: Params }>(`${base}/:id`, async (req, reply) => send(reply, await viewAction(await toCall(app, req, false))));
  server.post<{ Params: Params }>(base, async (req, reply) => send(reply, await createAction(await toCall(app, req, true))));
  server.patch<{ Params: Params }>(`${base}/:id`, async (req, reply) =>
    send(reply, await updateAction(await toCall(app, req, true))),
  );
  server.delete<{ Params: Params }>(`${base}/:id`, async (req, reply) =>
    send(reply, await deleteAction(await toCall(app, req, false))),
  );
}
