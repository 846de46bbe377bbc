import { useState, type ComponentType } from 'react';
import { Drawer, NavLink, Stack } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconChartBar,
  IconDots,
  IconHeartHandshake,
  IconHome,
  IconInbox,
  IconMessageCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { getRuntimeConfig } from '../../config/env';
import { useSession } from '../../lib/session';
import { activeItem, navHidden, roleNav, type NavIcon } from './role-nav';

const ICONS: Record<NavIcon, ComponentType<{ size?: number; 'aria-hidden'?: boolean; stroke?: number }>> = {
  home: IconHome,
  care: IconHeartHandshake,
  calendar: IconCalendarEvent,
  messages: IconMessageCircle,
  queue: IconInbox,
  caseload: IconUsers,
  roster: IconUsersGroup,
  metrics: IconChartBar,
  book: IconBriefcase,
  employers: IconBuildingSkyscraper,
};

/**
 * The persistent navigation of a signed-in user: a bottom tab bar on phones, a side navigation on
 * wider screens (same element, laid out by app.css), with a "More" sheet for the rest of the routes.
 */
export function RoleNavigation() {
  const session = useSession();
  const { pathname } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const nav = session.isValid
    ? roleNav({ user: session.user, isSuperuser: session.isSuperuser, environment: getRuntimeConfig().environment })
    : null;
  if (!nav || navHidden(pathname)) return null;
  const current = activeItem([...nav.primary, ...nav.more], pathname);
  const moreCurrent = current !== null && nav.more.includes(current);
  return (
    <>
      <nav aria-label="Main" className="covey-nav" data-role={nav.role}>
        <ul className="covey-nav-list">
          {nav.primary.map((item) => {
            const Icon = ICONS[item.icon ?? 'home'];
            const isCurrent = item === current;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="covey-nav-item"
                  aria-current={isCurrent ? 'page' : undefined}
                  data-active={isCurrent || undefined}
                >
                  <Icon size={22} stroke={1.8} aria-hidden />
                  <span>{item.label}</span>
                </Link>
              </li>
            );
          })}
          {nav.more.length > 0 ? (
            <li>
              <button
                type="button"
                className="covey-nav-item"
                aria-haspopup="dialog"
                aria-expanded={moreOpen}
                data-active={moreCurrent || undefined}
                onClick={() => setMoreOpen(true)}
              >
                <IconDots size={22} stroke={1.8} aria-hidden />
                <span>More</span>
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <Drawer
        opened={moreOpen}
        onClose={() => setMoreOpen(false)}
        title="More"
        position="right"
        size="xs"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <nav aria-label="More">
          <Stack gap={2}>
            {nav.more.map((item) => {
              const isCurrent = item === current;
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  active={isCurrent}
                  aria-current={isCurrent ? 'page' : undefined}
                  onClick={() => setMoreOpen(false)}
                  style={{ borderRadius: 8 }}
                />
              );
            })}
          </Stack>
        </nav>
      </Drawer>
    </>
  );
}
