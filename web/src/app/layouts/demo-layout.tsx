import { Alert, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { ShellFrame } from './app-shell';

const DEMO_NAV = [
  [paths.demo.path, 'Dashboard'],
  [paths.demoBlog.path, 'Feed'],
  [paths.demoPlan.path, 'Plan'],
  [paths.demoAgent.path, 'Counselor'],
  [paths.demoAssistant.path, 'Assistant'],
  [paths.demoReport.path, 'Bill review'],
  [paths.demoSchedule.path, 'Schedule'],
  [paths.demoAppointments.path, 'Appointments'],
  [paths.demoNotifications.path, 'Notifications'],
  [paths.demoProfile.path, 'Profile'],
  [paths.demoAccount.path, 'Account'],
] as const;

/** Layout of the demo sandbox: the top bar, a demo notice and a tour menu. */
export function DemoLayout() {
  const { pathname } = useLocation();
  return (
    <ShellFrame wide>
      <Stack gap="md">
        <Alert color="grape" variant="light" icon={<IconInfoCircle aria-hidden />} title="Demo mode">
          You are exploring a sample account with made-up data. Nothing you do here is saved.
        </Alert>
        <ScrollArea type="auto" offsetScrollbars component="nav" aria-label="Demo screens">
          <div style={{ display: 'flex', gap: 4 }}>
            {DEMO_NAV.map(([to, label]) => (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={label}
                active={pathname === to}
                aria-current={pathname === to ? 'page' : undefined}
                w="auto"
                style={{ whiteSpace: 'nowrap', borderRadius: 8 }}
              />
            ))}
          </div>
        </ScrollArea>
        <Outlet />
      </Stack>
    </ShellFrame>
  );
}
