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
