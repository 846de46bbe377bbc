import { Alert, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useT } from '../../i18n/use-t';
import type { MessageId } from '../../i18n/message-id';
import { ShellFrame } from './app-shell';

const DEMO_NAV = [
  [paths.demo.path, 'demoNav.dashboard'],
  [paths.demoBlog.path, 'demoNav.feed'],
  [paths.demoPlan.path, 'demoNav.plan'],
  [paths.demoAgent.path, 'demoNav.counselor'],
  [paths.demoAssistant.path, 'demoNav.assistant'],
  [paths.demoReport.path, 'demoNav.billReview'],
  [paths.demoSchedule.path, 'demoNav.schedule'],
  [paths.demoAppointments.path, 'demoNav.appointments'],
  [paths.demoNotifications.path, 'demoNav.notifications'],
  [paths.demoProfile.path, 'demoNav.profile'],
  [paths.demoAccount.path, 'demoNav.account'],
] as const satisfies readonly (readonly [string, MessageId])[];

/** Layout of the demo sandbox: the top bar, a demo notice and a tour menu. */
export function DemoLayout() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <ShellFrame wide>
      <Stack gap="md">
        <Alert color="grape" variant="light" icon={<IconInfoCircle aria-hidden />} title={t('demoNav.mode')}>
          {t('demoNav.notice')}
        </Alert>
        <ScrollArea type="auto" offsetScrollbars component="nav" aria-label={t('demoNav.screens')}>
          <div style={{ display: 'flex', gap: 4 }}>
            {DEMO_NAV.map(([to, label]) => (
              <NavLink
                key={to}
                component={Link}
                to={to}
                label={t(label)}
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
