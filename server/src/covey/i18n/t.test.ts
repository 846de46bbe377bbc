import { describe, expect, it, vi } from 'vitest';
import { t } from './t.js';

describe('t', () => {
  it('formats a message with its values in the locale', () => {
    expect(t('en', 'error.circle.invite.resend_limit', { max: 5 })).toBe(
      'This invitation was sent 5 times already. Withdraw it and send a new one.',
    );
  });

  it('never throws when a caller forgets a value: the text comes back with the value left as {name}, and it is logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t('es', 'error.circle.invite.resend_limit')).toBe('Esta invitación ya se envió {max} veces. Retírela y envíe una nueva.');
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
