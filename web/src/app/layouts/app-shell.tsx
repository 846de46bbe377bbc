import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { TopBar } from './top-bar';

/** Page frame: sticky top bar and the main region (a light alternative to Mantine's AppShell). */
export function ShellFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <>
      <Box component="header" className="covey-header">
        <TopBar />
      </Box>
      <Box component="main" className="covey-main">
        <div className="covey-container" data-wide={wide || undefined}>
          {children}
        </div>
      </Box>
    </>
  );
}

export function AppShellLayout() {
  return (
    <ShellFrame>
      <Outlet />
    </ShellFrame>
  );
}
