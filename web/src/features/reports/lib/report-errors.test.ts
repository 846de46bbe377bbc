import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { reportError } from './report-errors';

const fail = (status: number, data: Record<string, unknown> = {}) =>
  new ClientResponseError({ status, response: { status, message: 'Failed to create record.', data } });

describe('reportError', () => {
  it('turns store failures into sentences, never the raw text', () => {
    expect(reportError(fail(400, { attachments: { code: 'validation_invalid_mime_type', message: 'x' } }))).toMatch(
      /PDF or a photo/,
    );
    expect(reportError(fail(413))).toMatch(/larger than 20 MB/);
    expect(
      reportError({ status: 400, response: { data: { attachments: { code: 'validation_file_size_limit' } } } }),
    ).toMatch(/20 MB/);
    expect(reportError(fail(404))).toMatch(/Refresh the page/);
    expect(reportError(fail(400, { outcome: { code: 'validation_required' } }))).toBe('Choose the outcome.');
    expect(reportError(fail(400))).not.toContain('Failed to');
    expect(reportError(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
