import { AppReview } from './app-review';
import { ConnectedApps } from './connected-apps';
import { DeveloperApps } from './developer-apps';

/** The /account sections about OAuth apps: connected apps and registration, or review for superusers. */
export function AccountApps({ userId, isSuperuser }: { userId: string; isSuperuser: boolean }) {
  if (isSuperuser) return <AppReview />;
  return (
    <>
      <ConnectedApps userId={userId} />
      <DeveloperApps userId={userId} />
    </>
  );
}
