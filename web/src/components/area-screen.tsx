import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { Page } from './page';

/** A screen whose area has no records to show yet: its title and an honest empty state. */
export function AreaScreen({
  title,
  description,
  emptyTitle,
  children,
}: {
  title: string;
  description?: string;
  emptyTitle: string;
  children?: ReactNode;
}) {
  return (
    <Page title={title} description={description}>
      <EmptyState title={emptyTitle}>{children}</EmptyState>
    </Page>
  );
}

/**
 * A screen whose area is not built yet: its title and one plain sentence saying the area is coming,
 * and nothing else (it never claims there is no data).
 */
export function ComingSoonScreen({ title, area }: { title: string; area: string }) {
  return (
    <Page title={title}>
      <EmptyState title={comingSoon(area)} />
    </Page>
  );
}

export function comingSoon(area: string): string {
  return `${area} ${/s$/i.test(area) && !/ss$/i.test(area) ? 'are' : 'is'} coming to Covey soon`;
}
