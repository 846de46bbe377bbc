import { Group, SegmentedControl, Text } from '@mantine/core';
import { peopleWithData, usePeopleISee, type Person } from '../../../lib/people-i-see';
import { setPersonFilter, usePersonFilter } from '../../../lib/whose';
import { useT, type Translate } from '../../../i18n/use-t';

const ALL = 'all';

/** the viewer first ("Me", unless they only look after others), then the others by first name */
function switcherChoices(people: readonly Person[], userId: string, t: Translate): { value: string; label: string }[] {
  const shown = peopleWithData(people, userId);
  const me = shown.filter((p) => p.user === userId);
  const others = shown.filter((p) => p.user !== userId);
  return [
    { value: ALL, label: t('members.switcherEveryone') },
    ...me.map((p) => ({ value: p.id, label: t('members.switcherMe') })),
    ...others.map((p) => ({ value: p.id, label: p.first_name || p.last_name || t('members.unnamedPerson') })),
  ];
}

/**
 * "Show: Everyone · Me · Alex · Mia" where someone manages several people: narrows the home and
 * the lists to one person for the session. Hidden when there is only one person to show.
 */
export function PersonSwitcher({ userId }: { userId: string }) {
  const t = useT();
  const people = usePeopleISee(userId);
  const choice = usePersonFilter(userId);
  const choices = switcherChoices(people.data ?? [], userId, t);
  // "Everyone" and one person: nothing to choose between
  if (choices.length < 3) return null;
  const value = choices.some((c) => c.value === choice) ? choice : ALL;
  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Text id="person-switcher-label" fw={600}>
        {t('members.switcherLabel')}
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
