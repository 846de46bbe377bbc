/** Records the organisation screens read (product.md §3.1–§3.2); roster rows carry no health data. */
import type { RecordModel } from 'pocketbase';
import type {
  BenefitPlansRecord,
  BrokersRecord,
  CounselorsRecord,
  EmployersRecord,
  InvitesRecord,
  MembersRecord,
  MetricsRecord as MetricsFields,
  PostsRecord,
} from '../../../lib/schema';
import type { Cell as PublishedCell, MetricsData as PublishedMetrics } from '../../../lib/metrics-shape';

export interface EmployerRecord extends RecordModel, Pick<EmployersRecord, 'name' | 'logo' | 'size' | 'industry' | 'address' | 'broker' | 'admins' | 'counselors' | 'eligibility_domain' | 'plan_year_start' | 'open_enrollment_start' | 'open_enrollment_end' | 'status' | 'support_hours'> {}

export interface BrokerRecord extends RecordModel, Pick<BrokersRecord, 'name' | 'npn' | 'licensed_states' | 'email' | 'phone' | 'website' | 'users' | 'owner' | 'status'> {}

export interface RosterMember extends RecordModel, Pick<MembersRecord, 'user' | 'first_name' | 'last_name' | 'email' | 'employer' | 'employee_id' | 'eligibility_start' | 'eligibility_end' | 'status' | 'source' | 'counselor' | 'relationship'> {}

export interface InviteRecord extends RecordModel, Pick<InvitesRecord, 'kind' | 'email' | 'name' | 'employer' | 'broker' | 'member' | 'status' | 'expires' | 'sent_count' | 'last_sent'> {}

export interface CostSharing {
  deductible_ind?: number;
  deductible_fam?: number;
  oop_max_ind?: number;
  oop_max_fam?: number;
  coinsurance?: number;
  copays?: { pcp?: number; specialist?: number; urgent?: number; er?: number };
}

export interface BenefitPlanRecord extends RecordModel, Pick<BenefitPlansRecord, 'employer' | 'name' | 'carrier' | 'network' | 'plan_year' | 'summary' | 'sbc' | 'hsa_eligible' | 'active'> {
  /** text while the edit form holds it as a Select value (issue 28 item 2 types the forms); the store checks it against `benefitPlansTypeValues` */
  type: string;
  cost_sharing: CostSharing | null;
}

/** a figure as read: the published shape (server covey/organisations/metrics-shape.ts), absent in older rows */
export type Cell = PublishedCell | null | undefined;

/** older rows also carry a count beside each need */
interface MetricsData extends Omit<PublishedMetrics, 'top_needs'> {
  top_needs?: { need: string; count?: number }[];
}

export interface MetricsRecord extends RecordModel, Pick<MetricsFields, 'employer' | 'broker' | 'period_start' | 'period_end' | 'suppressed'> {
  data: MetricsData;
}

export interface PostRecord extends RecordModel, Pick<PostsRecord, 'author' | 'author_name' | 'kind' | 'title' | 'body' | 'audience' | 'employer' | 'broker' | 'published' | 'published_at' | 'pinned' | 'link'> {
  /** cover image file name (public) */
  cover?: PostsRecord['cover'];
}

export interface CounselorRecord extends RecordModel, Pick<CounselorsRecord, 'user' | 'display_name' | 'languages' | 'specialties' | 'accepting' | 'capacity' | 'active'> {}
