import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { activateLocale } from '../../../i18n/runtime';
import type { Timeline } from '../api/reports-api';
import { ReportTimeline } from './report-timeline';

const row = (id: string, summary: string, data: Record<string, unknown>) => ({
  id,
  created: `2026-03-0${id.length} 15:00:00.000Z`,
  actor: 'u1',
  actor_name: 'Casey',
  summary,
  data,
});
const timeline = {
  comments: [],
  updates: [
    row('u1', '“ER bill” is now in review', {
      summary_msg: { id: 'report_status', values: { title: 'ER bill', status: 'in_review' } },
    }),
    row('u22', 'An older row in English', {}),
  ],
} as unknown as Timeline;

afterEach(() => activateLocale('en'));

describe('ReportTimeline words each row in the reader’s language (#31)', () => {
  it('Spanish: a row with summary_msg is in Spanish, an older row keeps its stored summary', async () => {
    await activateLocale('es');
    render(
      <MantineProvider>
        <ReportTimeline timeline={timeline} me="u9" />
      </MantineProvider>,
    );
    expect(screen.getByText('«ER bill» ahora está en revisión')).toBeInTheDocument();
    expect(screen.getByText('An older row in English')).toBeInTheDocument();
  });
  it('English: the stored summary, as before', () => {
    render(
      <MantineProvider>
        <ReportTimeline timeline={timeline} me="u9" />
      </MantineProvider>,
    );
    expect(screen.getByText('“ER bill” is now in review')).toBeInTheDocument();
  });
});
