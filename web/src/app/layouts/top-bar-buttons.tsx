import { lazy, Suspense } from 'react';
import { TopBarButtons } from '../../features/notifications/components/chat-button';

const DemoBell = lazy(() => import('./demo-bell').then((m) => ({ default: m.DemoBell })));

/** The top bar's on-demand buttons: the sandbox's own bell for the demo role (#29), else the real ones. */
export default function TopBarButtonsFor({ role, userId }: { role?: string; userId?: string }) {
  if (role === 'demo') {
    return (
      <Suspense fallback={<span className="covey-bar-slot" data-slots={1} />}>
        <DemoBell />
      </Suspense>
    );
  }
  return <TopBarButtons role={role} userId={userId} />;
}
