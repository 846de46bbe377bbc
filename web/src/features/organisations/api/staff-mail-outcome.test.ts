/**
 * Creating an account says whether the welcome link was emailed: never "we emailed" when mail is not
 * set up (the old form said so whatever happened).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const smtp = vi.hoisted(() => ({ enabled: false, fails: false }));
vi.mock('../../../lib/api-client', () => ({
  pb: {
    settings: {
      getAll: () => (smtp.fails ? Promise.reject(new Error('offline')) : Promise.resolve({ smtp: { enabled: smtp.enabled } })),
    },
  },
}));

const { staffMailOutcome } = await import('./org-actions');

beforeEach(() => {
  smtp.enabled = false;
  smtp.fails = false;
});

describe('staffMailOutcome', () => {
  it('uses the outcome the endpoint gives', async () => {
    expect(await staffMailOutcome('sent')).toBe('sent');
    expect(await staffMailOutcome('failed')).toBe('failed');
    expect(await staffMailOutcome('not_configured')).toBe('off');
  });
  it('without one: "off" when mail is not set up, "queued" (not "sent") when it is', async () => {
    expect(await staffMailOutcome(undefined)).toBe('off');
    smtp.enabled = true;
    expect(await staffMailOutcome(undefined)).toBe('queued');
  });
  it('claims neither way when the settings cannot be read', async () => {
    smtp.enabled = true;
    smtp.fails = true;
    expect(await staffMailOutcome(undefined)).toBe('unknown');
  });
});
