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
import { createAppRouter } from './app/router';
import { getRuntimeConfig } from './config/env';
import { initAnalytics } from './lib/analytics';
import { refreshSession } from './lib/session';

initAnalytics(getRuntimeConfig());
void refreshSession();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);
