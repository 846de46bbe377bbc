/**
 * A dedicated auth collection for the auth-flow suites (independent of how the app shapes `users`).
 */
import type PocketBase from 'pocketbase';

export const AUTH_COLLECTION = 'people';

export async function createAuthCollection(su: PocketBase, extra: Record<string, unknown> = {}): Promise<void> {
  await su.collections.create({
    name: AUTH_COLLECTION,
    type: 'auth',
    listRule: 'id = @request.auth.id',
    viewRule: 'id = @request.auth.id',
    createRule: '',
    updateRule: 'id = @request.auth.id',
    deleteRule: null,
    fields: [
      { name: 'name', type: 'text', max: 255 },
      { name: 'avatar', type: 'file', maxSelect: 1, maxSize: 0, mimeTypes: ['image/png', 'image/jpeg'] },
    ],
    oauth2: { mappedFields: { id: '', name: 'name', username: '', avatarURL: 'avatar' } },
    ...extra,
  } as never);
}
