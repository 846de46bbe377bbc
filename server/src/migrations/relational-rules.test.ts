import { describe, expect, it } from 'vitest';
import type { Collection } from '../core/collections/collection.js';
import { relationalRule } from './relational-rules.js';

const rel = (name: string, collectionId: string, maxSelect = 1) => ({ name, type: 'relation', collectionId, maxSelect });
const base = { name: 'invites', fields: [rel('member', 'c_members'), rel('circle', 'c_circles'), rel('tags', 'c_members', 5)] } as unknown as Collection;
const names: Record<string, string> = { c_members: 'members', c_circles: 'circles' };
const rewrite = (rule: string) => relationalRule(rule, base, (id) => names[id]);
const ME = '@request.auth.id';

describe('relationalRule', () => {
  it.each([
    [
      `@request.body.kind = "circle" && @collection.circles.id ?= @request.body.circle && @collection.circles.owner ?= ${ME}`,
      `@request.body.kind = "circle" && @request.body.circle != "" && @request.body.circle.owner ?= ${ME}`,
    ],
    [
      `a = 1 && ((@request.body.kind = "x" && @collection.circles.id ?= @request.body.circle && @collection.circles.owner ?= ${ME}) || (@collection.members:m.id ?= @request.body.member && (@collection.members:m.user ?= ${ME} || @collection.members:m.counselor.user ?= ${ME})))`,
      `a = 1 && ((@request.body.kind = "x" && @request.body.circle != "" && @request.body.circle.owner ?= ${ME}) || (@request.body.member != "" && (@request.body.member.user ?= ${ME} || @request.body.member.counselor.user ?= ${ME})))`,
    ],
  ])('rewrites %s', (rule, expected) => {
    expect(rewrite(rule)).toBe(expected);
  });

  it.each([
    // the alias is also read in another OR branch: it stays one shared join
    `(@collection.members.id ?= @request.body.member && @collection.members.user ?= ${ME}) || @collection.members.minor ?= true`,
    // not a relation of the collection, a multiple one, or one to another collection
    `@collection.members.id ?= @request.body.nope && @collection.members.user ?= ${ME}`,
    `@collection.members.id ?= @request.body.tags && @collection.members.user ?= ${ME}`,
    `@collection.circles.id ?= @request.body.member && @collection.circles.owner ?= ${ME}`,
    // a literal with a parenthesis would mislead the scan
    `@collection.members.id ?= @request.body.member && @collection.members.user ?= ")"`,
  ])('keeps %s', (rule) => {
    expect(rewrite(rule)).toBe(rule);
  });
});
