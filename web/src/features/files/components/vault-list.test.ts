import { describe, expect, it } from 'vitest';
import type { VaultFile } from '../api/files-api';
import { groupFiles } from './vault-list';

const person = (id: string, user: string, minor = false, first = 'Maya') => ({
  id,
  user,
  minor,
  adult_on: minor ? '2999-01-01 00:00:00.000Z' : '',
  first_name: first,
  last_name: 'M',
  subscriber: '',
});
const file = (id: string, kind: string, member: ReturnType<typeof person>) =>
  ({ id, kind, member: member.id, title: id, file: `${id}.pdf`, expand: { member } }) as unknown as VaultFile;

describe('groupFiles', () => {
  const me = person('m1', 'u1');
  const kid = person('m2', '', true, 'Kai');
  const mom = person('m3', 'u3', false, 'Rosa');
  const files = [file('a', 'bill', mom), file('b', 'insurance_card', kid), file('c', 'bill', me)];

  it('groups by person: me, then minors, then shared circles', () => {
    expect(groupFiles(files, 'person', 'u1').map((g) => g.title)).toEqual(['Me', 'Kai M (minor)', 'Rosa M']);
  });
  it('groups by kind in the vault order', () => {
    const groups = groupFiles(files, 'kind', 'u1');
    expect(groups.map((g) => g.title)).toEqual(['Insurance card', 'Bill']);
    expect(groups[1]!.files.map((f) => f.id)).toEqual(['a', 'c']);
  });
});
