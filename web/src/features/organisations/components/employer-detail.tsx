import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { EmployerRecord } from '../api/org-types';
import { useT } from '../../../i18n/use-t';
import type { MessageId } from '../../../i18n/message-id';
import { AnnouncementsTab } from './announcements-tab';
import { CounselorsTab } from './counselors-tab';
import { EmployerOverview } from './employer-overview';
import { MetricsTab } from './metrics-tab';
import { PlansTab } from './plans-tab';
import { RosterTab } from './roster-tab';

export interface Viewer {
  role: string;
  userId: string;
  isSuperuser: boolean;
}

const TABS: readonly { value: string; label: MessageId }[] = [
  { value: 'overview', label: 'org.tab.overview' },
  { value: 'roster', label: 'org.tab.roster' },
  { value: 'plans', label: 'org.tab.plans' },
  { value: 'counselors', label: 'org.tab.counselors' },
  { value: 'metrics', label: 'org.tab.metrics' },
  { value: 'announcements', label: 'org.tab.announcements' },
];

/** which tabs a viewer gets: E/B/S all; C overview, plans, counselors; M overview and plans */
export function tabsFor(viewer: Viewer, manages: boolean): string[] {
  if (viewer.isSuperuser || manages) return TABS.map((t) => t.value);
  if (viewer.role === 'counselor') return ['overview', 'plans', 'counselors'];
  return ['overview', 'plans'];
}

/** /employers/{id}: tabs Overview, Roster, Plans, Counselors, Metrics, Announcements */
export function EmployerDetail({ employer, viewer }: { employer: EmployerRecord; viewer: Viewer }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const isAdmin = (employer.admins ?? []).includes(viewer.userId);
  // a broker can only read employers of its own book
  const isBroker = viewer.role === 'broker' && Boolean(employer.broker);
  const manages = viewer.isSuperuser || isAdmin || isBroker;
  const allowed = tabsFor(viewer, manages);
  const requested = params.get('tab') ?? 'overview';
  const tab = allowed.includes(requested) ? requested : 'overview';
  return (
    <Tabs
      value={tab}
      onChange={(v) => {
        const next = new URLSearchParams(params);
        next.set('tab', v ?? 'overview');
        setParams(next, { replace: true });
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={t('org.tab.sections')}>
        {TABS.filter((tab) => allowed.includes(tab.value)).map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="overview" pt="md">
        <EmployerOverview employer={employer} canEdit={manages} canSetStatus={viewer.isSuperuser || isBroker} />
      </Tabs.Panel>
      {manages ? (
        <Tabs.Panel value="roster" pt="md">
          <RosterTab employer={employer.id} />
        </Tabs.Panel>
      ) : null}
      <Tabs.Panel value="plans" pt="md">
        <PlansTab employer={employer.id} canEdit={manages} />
      </Tabs.Panel>
      {allowed.includes('counselors') ? (
        <Tabs.Panel value="counselors" pt="md">
          <CounselorsTab employer={employer} isSuperuser={viewer.isSuperuser} />
        </Tabs.Panel>
      ) : null}
      {manages ? (
        <Tabs.Panel value="metrics" pt="md">
          <MetricsTab scope={{ employer: employer.id }} />
        </Tabs.Panel>
      ) : null}
      {manages ? (
        <Tabs.Panel value="announcements" pt="md">
          <AnnouncementsTab employer={employer.id} canPost={isAdmin || viewer.isSuperuser} />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
