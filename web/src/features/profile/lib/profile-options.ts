import type { ProfilesAccessibility, ProfilesPreferredContact } from '../../../lib/schema';
import { selectOptions } from '../../../lib/select-labels';

const preferredContactLabels: Record<ProfilesPreferredContact, string> = {
  app: 'In the app',
  email: 'Email',
  sms: 'Text message',
  phone: 'Phone call',
};

const accessibilityLabels: Record<ProfilesAccessibility, string> = {
  large_text: 'Large text',
  screen_reader: 'Screen reader',
  captions: 'Captions on video calls',
  interpreter: 'An interpreter',
  tty: 'TTY / relay service',
  easy_read: 'Easy-read documents',
};

export const CONTACT_OPTIONS = selectOptions(preferredContactLabels);
export const ACCESSIBILITY_OPTIONS = selectOptions(accessibilityLabels);
