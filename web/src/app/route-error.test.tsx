import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { ClientResponseError } from 'pocketbase';
import { AppProvider } from './provider';
import { RouteErrorPage } from './route-error';
import { describeError } from './route-error-describe';

describe('describeError', () => {
  it.each([
    [
      '404 from the router',
      { status: 404, data: 'Page not found: /x', statusText: 'Not Found', internal: false },
      '/x',
      'Page Not Found',
      'Page not found: /x',
    ],
    [
      'server 404',
      new ClientResponseError({ status: 404, response: { message: "The requested resource wasn't found." } }),
      '/y',
      'Page Not Found',
      "We couldn't find this. It may have been removed or isn't shared with you.",
    ],
    [
      'server 500 without message',
      new ClientResponseError({ status: 500, response: {} }),
      '/z',
      'Internal Server Error',
      "Something went wrong on our side, so we couldn't load this. Try again in a moment.",
    ],
    ['thrown error', new Error('boom'), '/z', 'Internal Server Error', 'boom'],
  ])('%s', (_n, error, path, title, description) => {
    const out = describeError(error, path);
    expect(out.title).toBe(title);
    expect(out.description).toBe(description);
  });

  it('uses the status message as title when given', async () => {
    renderError(data('Down for maintenance', { status: 503, statusText: 'Service Unavailable' }));
    expect(await screen.findByRole('heading', { name: 'Service Unavailable' })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByText('Down for maintenance')).toBeInTheDocument();
  });
});

function renderError(error: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: () => {
          throw error;
        },
        Component: () => null,
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('RouteErrorPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders status, title and description for people', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderError(new Error('boom'));
    expect(await screen.findByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByText('boom')).toBeInTheDocument();
  });

  it('renders nothing for crawlers and only logs', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = renderError(new Error('crawled'));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('crawled')).toBeNull();
    expect(container.querySelector('main')).toBeNull();
  });

  it('reloads once on a chunk-load failure', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    window.sessionStorage.clear();
    renderError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
