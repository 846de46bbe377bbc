import { Alert, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';

/**
 * A caregiver's read-only state (product.md §4 "Caregivers"): the person shared these things to be
 * looked at, not changed. One sentence and the next step; the server refuses a write in any case.
 */
export function ViewOnlyNote({ name, many = false }: { name: string; many?: boolean }) {
  const t = useT();
  return (
    <Alert variant="light" color="gray" icon={<IconEye size={18} aria-hidden />} role="note">
      {t(many ? 'viewOnly.many' : 'viewOnly.one', { name })}
    </Alert>
  );
}

/** in place of a comment box on another person's item shared to view (the page's ViewOnlyNote says why) */
export function ViewOnlyComments({ name }: { name: string }) {
  const t = useT();
  return (
    <Text size="sm" c="gray.7">
      {t('viewOnly.noComments', { name })}
    </Text>
  );
}

/** the distinct first names, in order, of the people whose items here are view only */
export function viewOnlyNames<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  viewOnly: (item: T) => boolean,
): string[] {
  const names: string[] = [];
  for (const item of items) {
    const n = nameOf(item);
    if (n && viewOnly(item) && !names.includes(n)) names.push(n);
  }
  return names;
}
