import type { RecordModel } from 'pocketbase';

export type AppointmentStatus = 'requested' | 'confirmed' | 'cancelled' | 'completed' | 'no_show';
export type AppointmentKind = 'counselor_call' | 'counselor_video' | 'enrollment_session' | 'provider_visit';

export interface CounselorRecord extends RecordModel {
  user: string;
  display_name: string;
  photo: string;
  bio: string;
  languages: string[];
  specialties: string[];
  credentials: string;
  timezone: string;
  accepting: boolean;
  active: boolean;
  slot_minutes: number;
  buffer_before: number;
  buffer_after: number;
  min_notice_minutes: number;
  booking_window_days: number;
  max_per_day: number;
  meeting_url: string;
}

export interface PersonRecord extends RecordModel {
  first_name: string;
  last_name: string;
  user: string;
  minor: boolean;
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: string;
  counselor: string;
  expand?: { counselor?: CounselorRecord };
}

export interface PreferredTimes {
  specialty?: string;
  times?: string;
  places?: string;
  in_network?: boolean;
}

export interface Appointment extends RecordModel {
  member: string;
  counselor: string;
  kind: AppointmentKind;
  title: string;
  reason: string;
  start: string;
  end: string;
  timezone: string;
  location: string;
  meeting_url: string;
  provider_name: string;
  provider_phone: string;
  provider_address: string;
  status: AppointmentStatus;
  booked_by: string;
  preferred_times: PreferredTimes | null;
  cancel_reason: string;
  cancelled_by: string;
  reschedule_count: number;
  notes: string;
  rating: number;
  expand?: { counselor?: CounselorRecord; member?: PersonRecord };
}

export interface AvailabilityRow extends RecordModel {
  counselor: string;
  kind: 'weekly' | 'override' | 'block';
  weekdays: string[];
  start_time: string;
  end_time: string;
  date: string;
  timezone: string;
  note: string;
}

export interface Slot {
  start: string;
  end: string;
  /** the viewer-local date (YYYY-MM-DD) and time (HH:MM) */
  date: string;
  time: string;
}

export interface SlotsAnswer {
  counselor: string;
  /** the counselor's zone */
  timezone: string;
  /** the viewer's zone the labels are in */
  tz: string;
  slotMinutes: number;
  slots: Slot[];
}
