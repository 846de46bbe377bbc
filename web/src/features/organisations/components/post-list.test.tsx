import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { PostRecord } from '../api/org-types';
import { PostList } from './post-list';

const post = (over: Partial<PostRecord>): PostRecord =>
  ({
    id: 'p1', collectionId: 'c', collectionName: 'posts', created: '2026-11-01 10:00:00.000Z', updated: '',
    author: 'u', author_name: 'Acme HR', kind: 'announcement', title: 'Open enrollment starts', body: '<p>Pick your plan.</p>',
    audience: ['member'], employer: '', broker: '', published: true, published_at: '2026-11-20 10:00:00.000Z', pinned: false, link: '',
    ...over,
  }) as PostRecord;

describe('PostList', () => {
  it('marks posts published since the last visit as new, and only those', () => {
    const since = '2026-11-10 00:00:00.000Z';
    render(
      <MantineProvider>
        <PostList
          posts={[post({ id: 'a', title: 'Fresh news' }), post({ id: 'b', title: 'Old news', published_at: '2026-11-01 00:00:00.000Z' })]}
          isNew={(p) => (p.published_at || p.created) > since}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('article', { name: 'Fresh news' })).toHaveTextContent('New');
    expect(screen.getByRole('article', { name: 'Old news' })).not.toHaveTextContent('New');
    expect(screen.getAllByText('Pick your plan.')).toHaveLength(2);
  });
});
