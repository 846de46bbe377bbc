import { describe, expect, it } from 'vitest';
import { firstResponseDue, slaState } from './sla';
import { fileProblem, needsAmounts, statusLabel } from './labels';

describe('first-response target', () => {
  it('is one business day later, skipping the weekend', () => {
    expect(firstResponseDue(new Date('2024-06-05T15:00:00Z')).toISOString()).toBe('2024-06-06T15:00:00.000Z');
    expect(firstResponseDue(new Date('2024-06-07T15:00:00Z')).toISOString()).toBe('2024-06-10T15:00:00.000Z');
    expect(firstResponseDue(new Date('2024-06-08T10:00:00Z')).toISOString()).toBe('2024-06-10T10:00:00.000Z');
  });
  it('says whether the target is met, due or overdue', () => {
    const sent = '2024-06-05 15:00:00.000Z';
    expect(slaState({ submitted_at: sent, first_response_at: '' }, new Date('2024-06-06T05:00:00Z'))).toMatchObject({
      kind: 'due',
      label: 'First response due in 10 hours',
    });
    expect(slaState({ submitted_at: sent, first_response_at: '' }, new Date('2024-06-06T17:00:00Z'))).toMatchObject({
      kind: 'overdue',
    });
    expect(slaState({ submitted_at: sent, first_response_at: '2024-06-05 16:00:00.000Z' })).toMatchObject({
      kind: 'met',
    });
    expect(slaState({ submitted_at: '', first_response_at: '' }).kind).toBe('none');
  });
});

describe('labels and files', () => {
  it('words statuses per side and knows which kinds ask for amounts', () => {
    expect(statusLabel('needs_info')).toBe('Needs your info');
    expect(statusLabel('needs_info', 'counselor')).toBe('Waiting for member');
    expect(needsAmounts('bill_review')).toBe(true);
    expect(needsAmounts('find_care')).toBe(false);
  });
  it('refuses wrong types and files over 20 MB with a sentence', () => {
    expect(fileProblem({ name: 'bill.pdf', size: 10, type: 'application/pdf' })).toBeNull();
    expect(fileProblem({ name: 'IMG_1.HEIC', size: 10, type: '' })).toBeNull();
    expect(fileProblem({ name: 'notes.txt', size: 10, type: 'text/plain' })).toMatch(/use a PDF or a photo/);
    expect(fileProblem({ name: 'huge.pdf', size: 21 * 1024 * 1024, type: 'application/pdf' })).toMatch(
      /larger than 20 MB/,
    );
  });
});
