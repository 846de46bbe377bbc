import { useRef, useState, type ComponentType } from 'react';
import {
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconChartBar,
  IconDots,
  IconX,
  IconHeartHandshake,
  IconHome,
  IconInbox,
  IconMessageCircle,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link, useLocation, useNavigation } from 'react-router';
import { getRuntimeConfig } from '../../config/env';
import { useSession } from '../../lib/session';
import { useT } from '../../i18n/use-t';
import { navLabelId } from './nav-labels';
import { activeItem, navHidden, navHref, roleNav, type NavIcon, type NavItem } from './role-nav';

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
  const { pathname, search } = useLocation();
  const [moreOpen, setMoreOpen] = useState(false);
  const sheet = useRef<HTMLDialogElement>(null);
  const openMore = () => {
    sheet.current?.showModal?.();
    setMoreOpen(true);
  };
  const closeMore = () => sheet.current?.close?.();
  const nav = session.isValid
    ? roleNav({ user: session.user, isSuperuser: session.isSuperuser, environment: getRuntimeConfig().environment })
    : null;
  const loading = useNavigation().state === 'loading';
  const t = useT();
  const label = (item: NavItem) => {
    const id = navLabelId(item.label);
    return id ? t(id) : item.label;
  };
  // pending UI of navigations: a thin bar under the top bar while the next page loads
  const progress = loading ? <div className="covey-progress" role="progressbar" aria-label={t('nav.loading')} /> : null;
  if (!nav || navHidden(pathname)) return progress;
  const current = activeItem([...nav.primary, ...nav.more], pathname, search);
  const moreCurrent = current !== null && nav.more.includes(current);
  return (
    <>
      {progress}
      <nav aria-label={t('nav.main')} className="covey-nav" data-role={nav.role}>
        <ul className="covey-nav-list">
          {nav.primary.map((item) => {
            const Icon = ICONS[item.icon ?? 'home'];
            const isCurrent = item === current;
            return (
              <li key={item.to}>
                <Link
                  to={navHref(item)}
                  className="covey-nav-item"
                  aria-current={isCurrent ? 'page' : undefined}
                  data-active={isCurrent || undefined}
                >
                  <Icon size={22} stroke={1.8} aria-hidden />
                  <span>{label(item)}</span>
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
                onClick={openMore}
              >
                <IconDots size={22} stroke={1.8} aria-hidden />
                <span>{t('nav.more')}</span>
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <dialog
        ref={sheet}
        className="covey-more"
        aria-labelledby="covey-more-title"
        onClose={() => setMoreOpen(false)}
        // a click on the backdrop (the dialog element itself, outside its panel) closes the sheet
        onClick={(event) => {
          if (event.target === sheet.current) closeMore();
        }}
      >
        <div className="covey-more-panel">
          <div className="covey-more-head">
            <h2 id="covey-more-title">{t('nav.more')}</h2>
            <button type="button" className="covey-icon-link" aria-label={t('nav.close')} onClick={closeMore}>
              <IconX size={22} aria-hidden />
            </button>
          </div>
          <nav aria-label={t('nav.more')}>
            <ul className="covey-more-list">
              {nav.more.map((item) => {
                const isCurrent = item === current;
                return (
                  <li key={item.to}>
                    <Link
                      to={navHref(item)}
                      aria-current={isCurrent ? 'page' : undefined}
                      data-active={isCurrent || undefined}
                      onClick={closeMore}
                    >
                      {label(item)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </dialog>
    </>
  );
}
