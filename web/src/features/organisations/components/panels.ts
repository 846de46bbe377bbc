/**
 * Everything other route modules show from this feature, in one module: the bundler then makes one
 * shared chunk of it instead of many small ones (each lazy route lists its chunks in the entry,
 * which counts against the /login first-load budget).
 */
export { BrokerHomePanel } from './broker-home-panel';
export { EmployerHomePanel } from './employer-home-panel';
export { EligibilityPending } from './eligibility-pending';
export { FeedPanel } from './feed-panel';
export { RosterCard } from './roster-card';
export { RosterPanel } from './roster-panel';
export { BookTable } from './book-table';
export { BrokerDetail } from './broker-detail';
export { EmployerDetail } from './employer-detail';
export { StaffForm } from './staff-form';
export { SentInvites } from './sent-invites';
export { useBroker, useBrokers, useEmployer, useEmployers } from '../api/orgs-api';
