import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, userRecord } from '../testing/render-app';
import { preloadSignedIn } from './signed-in-preload';

const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./routes/main/home', () => (loaded.add('home'), {}));
vi.mock('./layouts/role-navigation', () => (loaded.add('role-navigation'), {}));
vi.mock('./layouts/top-bar-account', () => (loaded.add('chat-button'), {}));
const prefetchHome = vi.hoisted(() => vi.fn());
vi.mock('./routes/main/home-data', () => ({ prefetchHome }));

afterEach(() => signInAs(null));

describe('preloadSignedIn', () => {
  it('starts nothing for a visitor who is not signed in (the guard sends them to /login)', () => {
    signInAs(null);
    expect(preloadSignedIn('/')).toEqual([]);
  });

  it('starts only the navigation for a counselor away from home (the chat button and home are for members)', () => {
    signInAs(userRecord({ role: 'counselor' }));
    expect(preloadSignedIn('/plans')).toEqual(['role-navigation']);
  });

  it("starts a member's home, its data, the navigation and the chat button together", async () => {
    const user = userRecord({ role: 'member' });
    signInAs(user);
    // in this order: the dashboard's data first, then its chunks (decision 0045: requests queue on six connections)
    expect(preloadSignedIn('/')).toEqual(['home-data', 'home', 'role-navigation', 'chat-button']);
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['chat-button', 'home', 'role-navigation']));
    await vi.waitFor(() =>
      expect(prefetchHome).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ id: user.id })),
    );
  });
});
