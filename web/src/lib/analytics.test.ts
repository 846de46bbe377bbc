import { describe, it, expect, vi } from 'vitest';
import { identifyUser, initAnalytics, isIdentifiableId, type AnalyticsClient } from './analytics';

const config = {
  environment: 'production',
  apiUrl: '',
  posthogKey: 'phc_test',
  posthogHost: 'http://127.0.0.1:1',
  pixelId: '',
  requireVerifiedEmail: false,
};

function fakeClient() {
  return { init: vi.fn(), identify: vi.fn(), reset: vi.fn() } satisfies AnalyticsClient;
}

describe('analytics', () => {
  it.each([
    [{ ...config, environment: 'community' }],
    [{ ...config, environment: 'developer' }],
    [{ ...config, environment: '' }],
    [{ ...config, posthogKey: '' }],
  ])('stays off for %j', async (c) => {
    const load = vi.fn(async () => fakeClient());
    expect(initAnalytics(c, load)).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(await identifyUser({ id: 'abc', email: 'a@b.c' })).toBe(false);
  });

  it('starts in production with a key and identifies by id and email', async () => {
    const ph = fakeClient();
    expect(initAnalytics(config, async () => ph)).toBe(true);
    expect(await identifyUser({ id: 'u1', email: 'a@b.c' })).toBe(true);
    expect(ph.init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({ api_host: 'http://127.0.0.1:1', person_profiles: 'identified_only' }),
    );
    expect(ph.identify).toHaveBeenCalledWith('u1', { email: 'a@b.c' });
    // every event is scrubbed on its way out, and nothing else is called (decision 0032)
    const options = ph.init.mock.calls[0]![1] as Record<string, unknown>;
    expect(options).toMatchObject({ advanced_disable_flags: true, disable_external_dependency_loading: true, mask_personal_data_properties: true });
    expect(options['before_send']).toBeTypeOf('function');
    expect(await identifyUser({ id: 'distinct_id' })).toBe(false);
    expect(ph.identify).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['', false],
    ['distinct_id', false],
    ['distinctid', false],
    ['DistinctId', false],
    ['abc123', true],
  ])('isIdentifiableId(%s) = %s', (id, ok) => expect(isIdentifiableId(id)).toBe(ok));
});
