/** Renders the whole app at a URL (memory router, real routes, real guard) with an optional session. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { pb, type UserRecord } from '../lib/api-client';

export function fakeToken(id: string, collectionId = 'pbc_users'): string {
  const payload = { id, collectionId, type: 'auth', exp: Math.floor(Date.now() / 1000) + 3600, refreshable: true };
  const b64 = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}.sig`;
}

export const ME_ID = 'abcdefghij12345';

export function userRecord(over: Partial<UserRecord> = {}): UserRecord {
  return {
    id: ME_ID,
    collectionId: 'pbc_users',
    collectionName: 'users',
    email: 'casey@example.com',
    name: 'Casey Example',
    avatar: '',
    role: 'member',
    verified: true,
    ...over,
  } as UserRecord;
}

export function signInAs(record: UserRecord | null): void {
  if (record) pb.authStore.save(fakeToken(record.id), record);
  else pb.authStore.clear();
}

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, ...utils };
}
