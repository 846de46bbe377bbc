// Mantine's base layers; each component's styles come with the chunk that uses it (build-plugins/, decision 0036)
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/app.css';
// Mantine's CSS variables for our theme (generated; MantineProvider used to write them at run time)
import './app/theme-vars.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { startI18n } from './i18n/i18n';
import { authState } from './lib/api-base';
import { createAppRouter } from './app/router';
import { getRuntimeConfig } from './config/env';
import { refreshSession } from './lib/session';

// off the first load of /login (decision 0062); imported first, so it starts before root-frame's identify
void import('./lib/analytics').then((analytics) => analytics.initAnalytics(getRuntimeConfig()));
void refreshSession();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// the router starts loading the route's code now; the first language's catalog loads meanwhile (requested as
// soon as this runs: its runtime is preloaded by index.html, decision 0062), and the app renders once it is in. When no language
// could load (offline on a first visit, a removed chunk after one reload), the page's own notice in both
// languages shows instead (index.html): never a screen of message ids. Signed in, the rest of the catalog (what
// the signed-in screens say) is requested with its first part (decision 0064)
const router = createAppRouter();
void startI18n(authState.isValid ? authState.record?.['language'] : undefined).then((ready) => {
  if (!ready) {
    document.getElementById('load-failed')?.removeAttribute('hidden');
    return;
  }
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});
