import type { MessageId } from '../../../i18n/message-id';
import type { ProfilesAccessibility, ProfilesPreferredContact } from '../../../lib/schema';

/** the choices of the member's details form: a value and the message id of its label */
interface Option<V extends string> {
  value: V;
  label: MessageId;
}

export const CONTACT_OPTIONS: readonly Option<ProfilesPreferredContact>[] = [
  { value: 'app', label: 'contact.viaApp' },
  { value: 'email', label: 'contact.viaEmail' },
  { value: 'sms', label: 'contact.viaSms' },
  { value: 'phone', label: 'contact.viaPhone' },
];

export const ACCESSIBILITY_OPTIONS: readonly Option<ProfilesAccessibility>[] = [
  { value: 'large_text', label: 'profile.access.large_text' },
  { value: 'screen_reader', label: 'profile.access.screen_reader' },
  { value: 'captions', label: 'profile.access.captions' },
  { value: 'interpreter', label: 'profile.access.interpreter' },
  { value: 'tty', label: 'profile.access.tty' },
  { value: 'easy_read', label: 'profile.access.easy_read' },
];
