import type { RecordModel } from 'pocketbase';
import type {
  AppointmentsKind,
  AppointmentsRecord,
  AppointmentsStatus,
  AvailabilityRecord,
  CounselorsRecord,
  MembersRecord,
} from '../../../lib/schema';

/** the store always sets both (a request starts as `requested`) */
export type AppointmentStatus = AppointmentsStatus;
export type AppointmentKind = AppointmentsKind;

export interface CounselorRecord extends RecordModel, Pick<CounselorsRecord, 'user' | 'display_name' | 'photo' | 'bio' | 'languages' | 'specialties' | 'credentials' | 'timezone' | 'accepting' | 'active' | 'slot_minutes' | 'buffer_before' | 'buffer_after' | 'min_notice_minutes' | 'booking_window_days' | 'max_per_day' | 'meeting_url'> {}

export interface PersonRecord extends RecordModel, Pick<MembersRecord, 'first_name' | 'last_name' | 'user' | 'minor' | 'counselor'> {
  /** the 18th birthday (server-set); a minor until then */
  adult_on?: MembersRecord['adult_on'];
  expand?: { counselor?: CounselorRecord };
}

interface PreferredTimes {
  specialty?: string;
  times?: string;
  places?: string;
  in_network?: boolean;
}

export interface Appointment extends RecordModel, Pick<AppointmentsRecord, 'member' | 'counselor' | 'title' | 'reason' | 'start' | 'end' | 'timezone' | 'location' | 'meeting_url' | 'provider_name' | 'provider_phone' | 'provider_address' | 'booked_by' | 'cancel_reason' | 'cancelled_by' | 'reschedule_count' | 'notes' | 'rating'> {
  kind: AppointmentKind;
  status: AppointmentStatus;
  preferred_times: PreferredTimes | null;
  expand?: { counselor?: CounselorRecord; member?: PersonRecord };
}

export interface AvailabilityRow extends RecordModel, Pick<AvailabilityRecord, 'counselor' | 'kind' | 'weekdays' | 'start_time' | 'end_time' | 'date' | 'timezone' | 'note'> {}

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
