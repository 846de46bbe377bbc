import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { startServer, type ServerProcess } from '../harness/server-process.js';
import { codesOf, expectError } from '../harness/expect-error.js';

let srv: ServerProcess;
let pb: PocketBase;
let guest: PocketBase;
const ids: Record<string, string> = {};

const titles = (items: RecordModel[]) => items.map((r) => r['title'] as string).sort();

beforeAll(async () => {
  srv = await startServer();
  pb = await srv.superuserClient();
  guest = srv.newClient();
  const open = { listRule: '', viewRule: '', createRule: '', updateRule: '', deleteRule: '' };
  const authors = await pb.collections.create({
    name: 'authors',
    ...open,
    fields: [
      { name: 'name', type: 'text' },
      { name: 'age', type: 'number' },
    ],
  });
  const tags = await pb.collections.create({ name: 'tags', ...open, fields: [{ name: 'label', type: 'text' }] });
  const posts = await pb.collections.create({
    name: 't_posts',
    ...open,
    fields: [
      { name: 'title', type: 'text' },
      { name: 'body', type: 'editor' },
      { name: 'views', type: 'number' },
      { name: 'author', type: 'relation', collectionId: authors.id, maxSelect: 1 },
      { name: 'tagRefs', type: 'relation', collectionId: tags.id, maxSelect: 5 },
      { name: 'status', type: 'select', values: ['draft', 'published'], maxSelect: 1 },
      { name: 'flags', type: 'select', values: ['x', 'y', 'z'], maxSelect: 3 },
      { name: 'meta', type: 'json' },
      { name: 'published', type: 'date' },
    ],
  });
  await pb.collections.create({
    name: 't_comments',
    ...open,
    fields: [
      { name: 'post', type: 'relation', collectionId: posts.id, maxSelect: 1, required: true, cascadeDelete: true },
      { name: 'author', type: 'relation', collectionId: authors.id, maxSelect: 1 },
      { name: 'msg', type: 'text' },
    ],
  });
  await pb.collections.create({
    name: 'pins',
    ...open,
    fields: [{ name: 'post', type: 'relation', collectionId: posts.id, maxSelect: 1, required: true }],
  });

  const ann = await pb.collection('authors').create({ name: 'Ann', age: 30 });
  const bob = await pb.collection('authors').create({ name: 'Bob', age: 40 });
  ids['ann'] = ann.id;
  ids['bob'] = bob.id;
  for (const label of ['red', 'green', 'blue']) ids[label] = (await pb.collection('tags').create({ label })).id;
  const p = (title: string, extra: Record<string, unknown>) => pb.collection('t_posts').create({ title, ...extra });
  ids['p1'] = (
    await p('Hello World', {
      body: '<p>Some <b>bold</b>   text that is quite long</p><script>x()</script>',
      views: 10,
      author: ids['ann'],
      tagRefs: [ids['red'], ids['green']],
      status: 'published',
      flags: ['x', 'y'],
      meta: { a: { b: 1 } },
      published: '2020-05-01 10:00:00.000Z',
    })
  ).id;
  ids['p2'] = (
    await p('Second post', {
      views: 20,
      author: ids['bob'],
      tagRefs: [ids['red']],
      status: 'draft',
      flags: ['x'],
      meta: { a: { b: 2 } },
    })
  ).id;
  ids['p3'] = (
    await p('third_one', {
      views: 5,
      author: ids['ann'],
      tagRefs: [],
      flags: [],
      published: '2999-01-01 00:00:00.000Z',
    })
  ).id;
  await pb.collection('t_comments').create({ post: ids['p1'], author: ids['bob'], msg: 'great post' });
  await pb.collection('t_comments').create({ post: ids['p1'], author: ids['ann'], msg: 'thanks' });
  await pb.collection('t_comments').create({ post: ids['p2'], author: ids['ann'], msg: 'great too' });
});
afterAll(async () => {
  await srv?.stop();
});

describe('list, paging, sort', () => {
  it('pages with totals, clamps perPage to 1000 and skips totals', async () => {
    const l = await guest.collection('t_posts').getList(1, 2);
    expect(l).toMatchObject({ page: 1, perPage: 2, totalItems: 3, totalPages: 2 });
    expect(l.items).toHaveLength(2);
    const l2 = await guest.collection('t_posts').getList(2, 2);
    expect(l2.items).toHaveLength(1);
    const big = await guest.collection('t_posts').getList(1, 5000);
    expect(big.perPage).toBe(1000);
    const skip = await guest.collection('t_posts').getList(1, 10, { skipTotal: true });
    expect(skip).toMatchObject({ totalItems: -1, totalPages: -1 });
    expect(skip.items).toHaveLength(3);
    expect(await guest.collection('t_posts').getFullList()).toHaveLength(3);
    const first = await guest.collection('t_posts').getFirstListItem('views = 20');
    expect(first.id).toBe(ids['p2']);
    await expectError(guest.collection('t_posts').getFirstListItem('views = 999'), { status: 404 });
    await expectError(guest.collection('t_posts').getList(1, 10, { skipTotal: 'maybe' as unknown as boolean }), {
      status: 400,
    });
  });

  it('returns records with system keys and typed empty values', async () => {
    const r = await guest.collection('t_posts').getOne(ids['p3']!);
    expect(r).toMatchObject({
      id: ids['p3'],
      collectionName: 't_posts',
      status: '',
      flags: [],
      tagRefs: [],
      meta: null,
      body: '',
    });
    expect(r).not.toHaveProperty('expand');
    await expectError(guest.collection('t_posts').getOne('nope'), {
      status: 404,
      message: "The requested resource wasn't found.",
    });
  });

  it('sorts by several keys, descending and at random', async () => {
    const s = await guest.collection('t_posts').getFullList({ sort: '-views' });
    expect(s.map((r) => r['views'])).toEqual([20, 10, 5]);
    const m = await guest.collection('t_posts').getFullList({ sort: 'author,-views' });
    const expected = [...m].sort(
      (a, b) => String(a['author']).localeCompare(String(b['author'])) || Number(b['views']) - Number(a['views']),
    );
    expect(m.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const byAuthorName = await guest.collection('t_posts').getFullList({ sort: 'author.name,+views' });
    expect(byAuthorName.map((r) => r['title'])).toEqual(['third_one', 'Hello World', 'Second post']);
    const rnd = await guest.collection('t_posts').getFullList({ sort: '@random' });
    expect(rnd).toHaveLength(3);
    await expectError(guest.collection('t_posts').getList(1, 10, { sort: 'nope' }), { status: 400 });
  });
});

describe('filters', () => {
  const cases: [string, string[]][] = [
    ["title = 'Hello World'", ['Hello World']],
    ["title != 'Hello World'", ['Second post', 'third_one']],
    ['views > 5', ['Hello World', 'Second post']],
    ['views >= 10', ['Hello World', 'Second post']],
    ['views < 10', ['third_one']],
    ['views <= 10', ['Hello World', 'third_one']],
    ["title ~ 'post'", ['Second post']],
    ["title ~ 'hello'", ['Hello World']],
    ["title !~ 'o'", []],
    ["title ~ 'third_'", ['third_one']],
    ["title ~ 'H%d'", ['Hello World']],
    ["status = ''", ['third_one']],
    ['status = null', ['third_one']],
    ["status != ''", ['Hello World', 'Second post']],
    ["(views > 15 || views < 6) && title != ''", ['Second post', 'third_one']],
    ["views > 1 && views < 15 || title = 'Second post'", ['Hello World', 'Second post', 'third_one']],
    ['meta.a.b = 2', ['Second post']],
    ['meta.a.b > 0', ['Hello World', 'Second post']],
    ['published < @now && published != ""', ['Hello World']],
    ['published > @todayEnd', ['third_one']],
    ['@year > 2000 && @month >= 1 && @weekday >= 0 ', ['Hello World', 'Second post', 'third_one']],
    [
      '@yesterday < @tomorrow && @todayStart <= @todayEnd && @monthStart < @yearEnd',
      ['Hello World', 'Second post', 'third_one'],
    ],
    ['flags:length = 2', ['Hello World']],
    ['tagRefs:length >= 1', ['Hello World', 'Second post']],
    ["flags:each ?= 'y'", ['Hello World']],
    ["flags:each = 'x'", ['Second post']],
    ["flags:each ?!= 'x'", ['Hello World', 'third_one']],
    [`flags = '["x"]'`, ['Second post']],
    ["flags ?= 'x'", []],
    ["flags ~ 'y'", ['Hello World']],
    ["title:lower = 'hello world'", ['Hello World']],
    ["author.name = 'Ann'", ['Hello World', 'third_one']],
    ["author.name ~ 'bo' && author.age > 35", ['Second post']],
    ["tagRefs.label ?= 'green'", ['Hello World']],
    ["tagRefs.label = 'red'", ['Second post']],
    ["tagRefs.label ?!= 'red'", ['Hello World', 'third_one']],
    ["tagRefs.label ?~ 'ee'", ['Hello World']],
    ["t_comments_via_post.msg ?~ 'great'", ['Hello World', 'Second post']],
    ["t_comments_via_post.msg ~ 'great'", ['Second post']],
    ["t_comments_via_post.author.name ?= 'Bob'", ['Hello World']],
    ['t_comments_via_post.id ?!= ""', ['Hello World', 'Second post']],
    ["// a comment\ntitle = 'third_one'", ['third_one']],
  ];
  it.each(cases)('%s', async (filter, expected) => {
    const list = await guest.collection('t_posts').getFullList({ filter: filter });
    expect(titles(list)).toEqual([...expected].sort());
  });

  it('resolves traversal id shortcut and back-relation from the other side', async () => {
    const byId = await guest.collection('t_posts').getFullList({ filter: `author.id = '${ids['ann']}'` });
    expect(titles(byId)).toEqual(['Hello World', 'third_one']);
    const busy = await guest.collection('authors').getFullList({ filter: 't_posts_via_author.views ?> 15' });
    expect(busy.map((a) => a['name'])).toEqual(['Bob']);
    const tagged = await guest.collection('tags').getFullList({ filter: "t_posts_via_tagRefs.title ?= 'Hello World'" });
    expect(tagged.map((t) => t['label']).sort()).toEqual(['green', 'red']);
  });

  it('joins @collection with aliases (superuser) and SDK placeholders', async () => {
    const f = (filter: string) => pb.collection('t_posts').getFullList({ filter });
    expect(await f("@collection.authors.name ?= 'Ann'")).toHaveLength(3);
    expect(await f("@collection.authors.name ?= 'Nobody'")).toHaveLength(0);
    expect(titles(await f("@collection.authors:x.id ?= author && @collection.authors:x.name ?= 'Ann'"))).toEqual([
      'Hello World',
      'third_one',
    ]);
    expect(await f("@collection.authors:a.name ?= 'Ann' && @collection.authors:b.name ?= 'Bob'")).toHaveLength(3);
    expect(await f("@collection.authors.name ?= 'Ann' && @collection.authors.name ?= 'Bob'")).toHaveLength(0);
    expect(titles(await f("@request.query.flag = 'yes' && views = 5"))).toEqual([]);
    const q = pb
      .collection('t_posts')
      .getFullList({ filter: '@request.query.flag:isset = true && views = 5', query: { flag: 'yes' } });
    expect(titles(await q)).toEqual(['third_one']);
    const placeholder = pb.filter('title = {:t} && views > {:n}', { t: 'Hello World', n: 1 });
    expect(titles(await guest.collection('t_posts').getFullList({ filter: placeholder }))).toEqual(['Hello World']);
    const quoted = pb.filter('title = {:t}', { t: 'it\'s "quoted"' });
    expect(await guest.collection('t_posts').getFullList({ filter: quoted })).toHaveLength(0);
  });
});

describe('expand and fields', () => {
  it('expands relations, nested paths and back-relations', async () => {
    const r = await guest
      .collection('t_posts')
      .getOne(ids['p1']!, { expand: 'author,tagRefs,t_comments_via_post.author,nope' });
    expect(r.expand?.['author']).toMatchObject({ id: ids['ann'], name: 'Ann', collectionName: 'authors' });
    expect((r.expand?.['tagRefs'] as RecordModel[]).map((t) => t['label']).sort()).toEqual(['green', 'red']);
    const comments = r.expand?.['t_comments_via_post'] as RecordModel[];
    expect(comments).toHaveLength(2);
    const bobs = comments.find((c) => c['msg'] === 'great post');
    expect(bobs?.expand?.['author']).toMatchObject({ name: 'Bob' });
    const list = await guest.collection('t_comments').getFullList({ expand: 'post.author' });
    expect(list[0]?.expand?.['post']?.expand?.author?.name).toBeDefined();
    const none = await guest.collection('t_posts').getOne(ids['p3']!, { expand: 'author,t_comments_via_post' });
    expect(none.expand).toEqual({ author: expect.objectContaining({ name: 'Ann' }) });
  });

  it('picks fields with excerpts', async () => {
    const r = await guest
      .collection('t_posts')
      .getOne(ids['p1']!, { fields: 'id,title,body:excerpt(12,true),expand.author.name', expand: 'author' });
    expect(r).toEqual({
      id: ids['p1'],
      title: 'Hello World',
      body: 'Some bold te...',
      expand: { author: { name: 'Ann' } },
    });
    const l = await guest.collection('t_posts').getList(1, 1, { fields: 'title' });
    expect(Object.keys(l)).toEqual(expect.arrayContaining(['page', 'perPage', 'items']));
    expect(Object.keys(l.items[0]!)).toEqual(['title']);
    const star = await guest
      .collection('t_posts')
      .getOne(ids['p1']!, { fields: '*,expand.author.name', expand: 'author' });
    expect(star).toMatchObject({ title: 'Hello World', views: 10, expand: { author: { name: 'Ann' } } });
    expect(star.expand?.['author']).not.toHaveProperty('age');
  });
});

describe('create, update, delete', () => {
  it('applies number and multi-value modifiers', async () => {
    const p = await guest.collection('t_posts').create({ title: 'mods', views: 1, tagRefs: [ids['red']] });
    let u = await guest.collection('t_posts').update(p.id, { 'views+': 5 });
    expect(u['views']).toBe(6);
    u = await guest.collection('t_posts').update(p.id, { 'views-': 2 });
    expect(u['views']).toBe(4);
    u = await guest.collection('t_posts').update(p.id, { 'tagRefs+': [ids['blue']] });
    expect(u['tagRefs']).toEqual([ids['red'], ids['blue']]);
    u = await guest.collection('t_posts').update(p.id, { '+tagRefs': ids['green'] });
    expect(u['tagRefs']).toEqual([ids['green'], ids['red'], ids['blue']]);
    u = await guest.collection('t_posts').update(p.id, { 'tagRefs-': [ids['red']], 'flags+': ['z', 'x'] });
    expect(u['tagRefs']).toEqual([ids['green'], ids['blue']]);
    expect(u['flags']).toEqual(['z', 'x']);
    u = await guest.collection('t_posts').update(p.id, { 'flags-': 'z', status: ['draft', 'published'] });
    expect(u).toMatchObject({ flags: ['x'], status: 'published' });
    const same = await guest.collection('t_posts').update(p.id, {});
    expect(same['views']).toBe(4);
  });

  it('reads multipart bodies with @jsonPayload', async () => {
    const fd = new FormData();
    fd.append('title', 'multipart');
    fd.append('views', '12');
    fd.append('@jsonPayload', JSON.stringify({ meta: { deep: [1, 2] }, flags: ['y'] }));
    fd.append('@jsonPayload', JSON.stringify({ status: 'draft' }));
    const r = await guest.collection('t_posts').create(fd);
    expect(r).toMatchObject({ title: 'multipart', views: 12, meta: { deep: [1, 2] }, flags: ['y'], status: 'draft' });
    const up = new FormData();
    up.append('flags+', 'z');
    up.append('title', 'multipart 2');
    const u = await guest.collection('t_posts').update(r.id, up);
    expect(u).toMatchObject({ title: 'multipart 2', flags: ['y', 'z'] });
  });

  it('rejects relations to missing records and keeps nothing', async () => {
    const err = await expectError(guest.collection('t_posts').create({ title: 'ghost', author: 'missingmissing1' }), {
      status: 400,
      message: 'Failed to create record.',
    });
    expect(codesOf(err)).toEqual({ author: 'validation_missing_rel_records' });
    expect(await guest.collection('t_posts').getFullList({ filter: "title = 'ghost'" })).toHaveLength(0);
    const bad = await expectError(guest.collection('t_comments').create({ msg: 'x' }), { status: 400 });
    expect(codesOf(bad)).toEqual({ post: 'validation_required' });
  });

  it('creates with a custom id and rejects a bad one', async () => {
    const r = await guest.collection('tags').create({ id: 'customid1234567', label: 'c' });
    expect(r.id).toBe('customid1234567');
    const err = await expectError(guest.collection('tags').create({ id: 'short', label: 'c' }), { status: 400 });
    expect(Object.keys(codesOf(err))).toEqual(['id']);
    await expectError(guest.collection('tags').create({ id: 'customid1234567' }), { status: 400 });
  });

  it('cascades deletes and protects required relations', async () => {
    const post = await guest.collection('t_posts').create({ title: 'doomed' });
    const c1 = await guest.collection('t_comments').create({ post: post.id, msg: 'bye' });
    const pin = await guest.collection('pins').create({ post: post.id });
    await expectError(guest.collection('t_posts').delete(post.id), {
      status: 400,
      message: 'Failed to delete record. Make sure that the record is not part of a required relation reference.',
    });
    // nothing was deleted
    expect((await guest.collection('t_comments').getOne(c1.id)).id).toBe(c1.id);
    await guest.collection('pins').delete(pin.id);
    await guest.collection('t_posts').delete(post.id);
    await expectError(guest.collection('t_comments').getOne(c1.id), { status: 404 });
    await expectError(guest.collection('t_posts').getOne(post.id), { status: 404 });
    await expectError(guest.collection('t_posts').delete(post.id), { status: 404 });
  });

  it('removes a deleted record from multi relations', async () => {
    const t = await guest.collection('tags').create({ label: 'temp' });
    const p = await guest.collection('t_posts').create({ title: 'withtemp', tagRefs: [ids['red'], t.id] });
    await guest.collection('tags').delete(t.id);
    expect((await guest.collection('t_posts').getOne(p.id))['tagRefs']).toEqual([ids['red']]);
  });
});
