import { Group, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RecordModel } from 'pocketbase';
import { pb } from '../../../lib/api-client';
import type { MembersRecord } from '../../../lib/schema';
import { setPersonFilter, usePersonFilter } from '../../../lib/whose';

interface Person extends RecordModel, Pick<MembersRecord, 'user' | 'first_name' | 'last_name' | 'minor' | 'source'> {}

const ALL = 'all';

/**
 * The people a member sees: their own row, minors they are subscriber for, and people whose
 * circle shared something with them (the members list rule decides; nothing else is asked for).
 */
function usePeople(userId: string) {
  return useQuery({
    queryKey: ['members', 'people', userId],
    queryFn: () =>
      pb.collection('members').getFullList<Person>({ fields: 'id,user,first_name,last_name,minor,source', sort: 'first_name,last_name,id' }),
    enabled: userId !== '',
  });
}

/** the viewer first ("Me"), then the others by first name */
function switcherChoices(people: readonly Person[], userId: string): { value: string; label: string }[] {
  const me = people.filter((p) => p.user === userId);
  const others = people.filter((p) => p.user !== userId);
  return [
    { value: ALL, label: 'Everyone' },
    ...me.map((p) => ({ value: p.id, label: 'Me' })),
    ...others.map((p) => ({ value: p.id, label: p.first_name || p.last_name || 'Unnamed person' })),
  ];
}

/**
 * "Show: Everyone · Me · Alex · Mia" where someone manages several people: narrows the home and
 * the lists to one person for the session. Hidden when the viewer sees only themselves.
 */
export function PersonSwitcher({ userId }: { userId: string }) {
  const people = usePeople(userId);
  const choice = usePersonFilter(userId);
  const list = people.data ?? [];
  if (list.length < 2) return null;
  const choices = switcherChoices(list, userId);
  const value = choices.some((c) => c.value === choice) ? choice : ALL;
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Text id="person-switcher-label" fw={600}>
        Show things for
      </Text>
      <SegmentedControl
        aria-labelledby="person-switcher-label"
        data={choices}
        value={value}
        onChange={(v) => setPersonFilter(userId, v === ALL ? '' : v)}
        color="green"
      />
    </Group>
  );
}
