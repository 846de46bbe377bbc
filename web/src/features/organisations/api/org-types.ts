/** Records the organisation screens read (product.md §3.1–§3.2); roster rows carry no health data. */
import type { RecordModel } from 'pocketbase';

export interface EmployerRecord extends RecordModel {
  name: string;
  logo: string;
  size: number;
  industry: string;
  address: string;
  broker: string;
  admins: string[];
  counselors: string[];
  eligibility_domain: string;
  plan_year_start: string;
  open_enrollment_start: string;
  open_enrollment_end: string;
  status: 'prospect' | 'onboarding' | 'active' | 'terminated' | '';
  support_hours: string;
}

export interface BrokerRecord extends RecordModel {
  name: string;
  npn: string;
  licensed_states: string[];
  email: string;
  phone: string;
  website: string;
  users: string[];
  owner: string;
  status: string;
}

export interface RosterMember extends RecordModel {
  user: string;
  first_name: string;
  last_name: string;
  email: string;
  employer: string;
  employee_id: string;
  eligibility_start: string;
  eligibility_end: string;
  status: 'invited' | 'onboarding' | 'pending' | 'active' | 'inactive' | '';
  source: string;
  counselor: string;
  relationship: string;
}

export interface InviteRecord extends RecordModel {
  kind: string;
  email: string;
  name: string;
  employer: string;
  broker: string;
  member: string;
  status: 'pending' | 'accepted' | 'declined' | 'revoked' | 'expired';
  expires: string;
  sent_count: number;
  last_sent: string;
}

export interface CostSharing {
  deductible_ind?: number;
  deductible_fam?: number;
  oop_max_ind?: number;
  oop_max_fam?: number;
  coinsurance?: number;
  copays?: { pcp?: number; specialist?: number; urgent?: number; er?: number };
}

export interface BenefitPlanRecord extends RecordModel {
  employer: string;
  name: string;
  type: string;
  carrier: string;
  network: string;
  plan_year: number;
  summary: string;
  sbc: string;
  cost_sharing: CostSharing | null;
  hsa_eligible: boolean;
  active: boolean;
}

/** a published figure: exact, "<11" (a count of 1–10), or "hidden" (held back so a small one can't be worked out) */
export type Cell = number | '<11' | 'hidden' | null | undefined;

export interface MetricsData {
  enrolled: Cell;
  activated: Cell;
  active_30d: Cell;
  chats: Cell;
  appointments_completed: Cell;
  reports_resolved: Cell;
  savings_usd?: Cell;
  csat?: Cell;
  /** most common needs, most common first, each shared by at least 11 members (older rows also carry counts) */
  top_needs?: { need: string; count?: number }[];
}

export interface MetricsRecord extends RecordModel {
  employer: string;
  broker: string;
  period_start: string;
  period_end: string;
  data: MetricsData;
  suppressed: boolean;
}

export interface PostRecord extends RecordModel {
  author: string;
  author_name: string;
  kind: string;
  title: string;
  body: string;
  audience: string[];
  employer: string;
  broker: string;
  published: boolean;
  published_at: string;
  pinned: boolean;
  link: string;
  /** cover image file name (public) */
  cover?: string;
}

export interface CounselorRecord extends RecordModel {
  user: string;
  display_name: string;
  languages: string[];
  specialties: string[];
  accepting: boolean;
  capacity: number;
  active: boolean;
}
