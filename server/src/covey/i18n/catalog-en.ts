/**
 * Covey's server messages in English, keyed by stable ids (ICU MessageFormat). The English text is
 * also what the code throws today: product errors are translated by matching it (localize-error.ts),
 * so a sentence changed in the code must change here too (catalog.test.ts lists the ones in use).
 * Spanish is catalog-es.ts; a third language is one more file of the same shape.
 */
export const en = {
  // ---- product errors: circles and invitations
  'error.circle.invite.invalid': 'This invitation link is not valid or has expired.',
  'error.circle.invite.wrong_account': 'Sign in with the account the invitation was sent to.',
  'error.circle.invite.confirm_email': 'Confirm your email address first, or open the link in the invitation email.',
  'error.circle.invite.staff_cannot_join':
    'Employer, broker and demo accounts cannot join a care circle. Ask for the invitation to be sent to your personal email address.',
  'error.circle.invite.other_email': 'This invitation was sent to a different email address. Sign in with that address to accept it.',
  'error.circle.invite.own_circle': 'This is your own circle.',
  'error.circle.invite.answered': 'This invitation was already answered or withdrawn.',
  'error.circle.invite.resend_limit': 'This invitation was sent {max} times already. Withdraw it and send a new one.',

  // ---- product errors: appointments and free times
  'error.appointment.slot.past': 'That time has already passed. Pick a time in the future.',
  'error.appointment.slot.notice_hours': 'Appointments need to be booked at least {hours} hours ahead. Pick a later time.',
  'error.appointment.slot.notice_one_hour': 'Appointments need to be booked at least 1 hour ahead. Pick a later time.',
  'error.appointment.slot.notice_minutes': 'Appointments need to be booked at least {minutes} minutes ahead. Pick a later time.',
  'error.appointment.slot.window': 'You can book up to {days} days ahead. Pick an earlier date.',
  'error.appointment.slot.unavailable': "That time is outside the counselor's available hours. Pick one of the free times.",
  'error.appointment.slot.cap': 'The counselor is fully booked that day. Pick another day.',
  'error.appointment.slot.taken': 'That time was just taken — pick another.',
  'error.appointment.start_missing': 'Choose a time for the appointment.',
  'error.appointment.counselor_not_found': 'We could not find that counselor.',
  'error.appointment.member_missing': 'Choose who the appointment is for.',
  'error.appointment.timezone_invalid': 'That time zone is not recognised.',
  'error.appointment.staff_fills': 'Only your counselor can fill this in.',
  'error.appointment.staff_changes': 'Only your counselor can change this.',
  'error.appointment.visit_is_request': 'A doctor visit starts as a request; your counselor confirms it.',
  'error.appointment.visit_needs_details': 'Enter the provider and the time before confirming.',
  'error.appointment.no_counselor': "You don't have a counselor yet. You can book once one is assigned.",
  'error.appointment.no_video': "{name} hasn't set up video calls yet. Book a phone call instead.",
  'error.appointment.end_follows_start': 'The end follows from the start time. Pick a new start to move the appointment.',
  'error.appointment.rate_after': 'You can rate an appointment once it has taken place.',
  'error.appointment.cutoff_hours': "It's less than {hours} hours until this appointment, so it can't be changed here. Message your counselor instead.",
  'error.appointment.cutoff_one_hour': "It's less than 1 hour until this appointment, so it can't be changed here. Message your counselor instead.",
  'error.appointment.cutoff_minutes': "It's less than {minutes} minutes until this appointment, so it can't be changed here. Message your counselor instead.",
  'error.appointment.only_upcoming_move': 'Only upcoming appointments can be moved.',
  'error.appointment.visit_time_by_counselor': 'Your counselor arranges the time of a doctor visit. Message them to change it.',
  'error.appointment.pick_future': 'Pick a time in the future.',
  'error.appointment.mark_after': 'You can mark this from {minutes} minutes after the start.',
  'error.appointment.not_found': 'We could not find that appointment.',
  'error.appointment.ics_sign_in': 'Sign in to download the calendar file.',
  'error.appointment.ics_no_time': 'This appointment has no time yet, so there is no calendar file. Your counselor will confirm the time.',
  'error.slots.sign_in': 'Sign in to see free times.',
  'error.slots.members_only': 'Counselor schedules are only available to members and counselors.',
  'error.slots.timezone_invalid': 'That time zone is not recognised. Use a name such as America/New_York.',
  'error.slots.choose_counselor': 'Choose a counselor to see their free times.',
  'error.slots.max_days': 'Ask for at most {days} days of free times at once.',

  // ---- product errors: circles, reports, chat, plans
  'error.circle.invite_yourself': 'You cannot invite yourself.',
  'error.circle.already_member': 'This person is already in the circle.',
  'error.circle.already_pending': 'This person already has a pending invitation; resend it instead.',
  'error.circle.switched_off': 'This circle is switched off; switch it on before inviting anyone.',
  'error.circle.consent': 'Confirm that you agree to share this information.',
  'error.circle.choose_scope': 'Choose at least one thing to share.',
  'error.circle.choose_circle': 'Choose a circle.',
  'error.report.choose_person': 'Choose the person this report is about.',
  'error.report.choose_coverage': 'Choose a coverage of the person this report is about.',
  'error.report.member_rates': 'Only the member can rate a report.',
  'error.report.rate_resolved': 'A report can be rated once it is resolved.',
  'error.report.draft_member': 'A draft belongs to the member until they send it.',
  'error.chat.read_only': 'You can read this conversation but not write in it. Ask for “view and manage” access to message the counselor.',
  'error.member.counselor_assigned': 'Your counselor is assigned for you.',
  'error.plan.someone_else': 'The plan belongs to someone else.',
  'error.onboarding.completed': 'Onboarding is already completed.',

  // ---- product errors: the assistant
  'error.assistant.model_url': 'Enter the model endpoint as an http(s) URL.',
  'error.assistant.key_again': 'Enter the API key again for the new host.',
  'error.slots.to_after_from': '"to" must be after "from".',
  'error.assistant.members_only': 'Only members can use the assistant.',
  'error.assistant.demo': 'The assistant is not available in demo mode.',
  'error.assistant.choose_chat': 'Choose the conversation.',
  'error.assistant.chat_not_found': 'The conversation was not found.',
  'error.assistant.not_assistant_chat': 'This is not an assistant conversation. Start a new question with the assistant from Chat.',
  'error.assistant.not_assistant_chat_field': 'Not an assistant conversation.',
  'error.assistant.type_question': 'Type a question for the assistant.',
  'error.assistant.too_long': 'Your question is too long. Keep it under {max} characters.',
  'error.assistant.answer_not_found': 'The answer was not found.',
  'error.assistant.say_helpful': 'Say whether the answer helped.',

  // ---- product errors: accounts
  'error.account.support_access_off': 'This user has turned off support access to their account.',
  'error.account.oauth_sign_in': 'Sign in with your Covey account to connect an app.',
  'error.account.oauth_choose_person': 'Choose whose information to share: yourself or someone you manage.',
  'error.account.use_for_myself_own': 'Only a person’s own account can start using Covey for themselves.',
  'error.account.use_for_myself_already': 'This account already uses Covey for itself.',
  'error.account.user_only': 'Only a user account can do this.',
  'error.account.api_keys_admins': 'API keys are for employer and broker administrators.',
  'error.account.api_keys_scope': 'Choose at least one scope.',
  'error.account.api_keys_expiry': 'Choose 30, 90 or 365 days, or never.',

  // ---- mails: circle invitation and renewal
  'mail.greeting': 'Hi,',
  'mail.greeting_named': 'Hi {name},',
  'mail.someone': 'Someone',
  'mail.circle_invite.subject': '{inviter} invited you to "{circle}"',
  'mail.circle_invite.intro': '{inviter} invited you to the circle "{circle}" on {app}.',
  'mail.circle_invite.access_see': 'You will be able to see: {scopes}.',
  'mail.circle_invite.access_manage': 'You will be able to see and help manage: {scopes}.',
  'mail.circle_invite.message': 'Their message: "{message}"',
  'mail.circle_invite.expiry': 'The link works once and expires in 7 days.',
  'mail.circle_invite.open': 'Open the invitation',
  'scope.profile': 'profile and contact details',
  'scope.coverage': 'insurance coverage',
  'scope.plans': 'plans and tasks',
  'scope.appointments': 'appointments',
  'scope.reports': 'bill and claim cases',
  'scope.files': 'files and documents',
  'scope.chat': 'the chat with the counselor',
  'scope.none': 'nothing yet',
  'mail.circle_renewal.subject': `{person}'s access to "{circle}" ends on {day}`,
  'mail.circle_renewal.body': `{person}'s access to your circle "{circle}" ends on {day}.`,
  'mail.circle_renewal.next': 'Renew it from the circle if they should keep helping you; otherwise nothing needs doing.',
  'mail.circle_renewal.open': 'Review the circle',
  'mail.circle_renewal.notify_body': 'Renew it if they should keep helping you.',

  // ---- member two-step sign-in (#29)
  'error.account.mfa_needs_mail': 'Two-step sign-in needs email, and Covey cannot send email yet. Ask the person who runs Covey to set up mail.',
  'error.account.mfa_not_demo': 'The demo account cannot turn on two-step sign-in.',
  // ---- notices to caregivers about a member's files (#29)
  'notice.file.added': 'New file for {name}: “{title}”',
  'notice.file.shared': "{name}'s file “{title}” is now shared with their counselor",

  // ---- mails: notification digest
  'mail.digest.subject': '{count, plural, one {You have 1 new notification on Covey} other {You have # new notifications on Covey}}',
  'mail.hello': 'Hello,',
  'mail.hello_named': 'Hello {name},',
  'mail.digest.prefs_lead': 'You can change which notifications you get by email, and your quiet hours, on',
  'mail.digest.account_page': 'your account page',

  // ---- mails: organisation invitations
  'mail.org_invite.subject': '{org} invited you to Covey',
  'mail.org_invite.subject_adult': 'Your own Covey account',
  'mail.org_invite.adult_dependent':
    'You are 18 now, so your Covey records are yours alone: create your own account to keep your coverage, plans and appointments. The person who managed them for you no longer sees them.',
  'mail.org_invite.member': '{org} offers you Covey: a personal benefits counselor who helps with bills, claims, finding care and your health plan.',
  'mail.org_invite.employer_admin': "You are invited to manage {org}'s Covey account: roster, benefit plans and announcements.",
  'mail.org_invite.broker_user': "You are invited to join {org}'s team on Covey.",
  'mail.org_invite.create': 'Create your account',
  'mail.org_invite.expiry': 'This link works once and expires in {days} days.',

  // ---- mails and notifications: appointments
  'appointment.title.visit_with': 'Visit with {provider}',
  'appointment.title.doctor_visit': 'Doctor visit',
  'appointment.title.call_with': 'Call with {counselor}',
  'appointment.title.call_with_yours': 'Call with your counselor',
  'appointment.when_unknown': 'a time to be arranged',
  'appointment.subject.booked': 'Booked: {title}, {when}',
  'appointment.subject.rescheduled': 'New time: {title}, {when}',
  'appointment.subject.cancelled': 'Cancelled: {title}, {when}',
  'appointment.subject.confirmed': 'Confirmed: {title}, {when}',
  'appointment.subject.reminder_24h': 'Tomorrow: {title}, {when}',
  'appointment.subject.reminder_1h': 'In one hour: {title}, {when}',
  'appointment.notify.reminder_24h': 'Tomorrow: {title}',
  'appointment.notify.reminder_1h': 'In one hour: {title}',
  'appointment.join': 'Join: {link}',
  'appointment.counselor_calls': '{counselor} will call you at the phone number on your profile.',
  'appointment.your_counselor': 'Your counselor',
  'appointment.you_call': 'Phone call: you call the member at the phone number on their profile.',
  'appointment.phone_call': 'Phone call',
  'appointment.cancel_reason': 'Reason: {reason}',
  'appointment.details': 'Details: {link}',
  'appointment.details_link': 'See the details',
  'appointment.ics_attached': 'The calendar file is attached.',

  // ---- the assistant's answers in another language than the documents
  'assistant.answer.source_english': 'Your plan documents are in English. This is what they say (quoted as written):',
  'assistant.answer.glossary_only': "Your plan documents don't say this directly. In general terms (Covey glossary, in English):",
  'assistant.answer.also': 'Your plan documents also say (in English):',
  'assistant.answer.where': '{title}, page {page}',
  'assistant.answer.low_confidence':
    "I couldn't find this in your plan documents, so I don't want to guess. I've asked your counselor to help: they can see your question in your counselor chat.",
  'assistant.answer.asked_for_person': "I've passed your question to your counselor. You can continue in your counselor chat.",
  'assistant.answer.money_dispute':
    "Questions about a bill or a denied claim are best handled by your counselor, who can contact the plan for you. I've shared your question with them.",
  'assistant.answer.crisis_follow_up': "I'm letting your counselor know you reached out so a person can follow up with you.",
  'assistant.answer.crisis':
    'If you are thinking about suicide or harming yourself, or you are in crisis, call or text 988 (Suicide & Crisis Lifeline) now. If you are in immediate danger, call 911.',
  'assistant.answer.emergency':
    'If this may be an emergency, call 911 or go to the nearest emergency room now. Do not wait for an answer here.',
  'assistant.answer.no_medical_advice':
    "I can't diagnose conditions or give treatment or medication advice. Please ask your doctor, a pharmacist or your plan's nurse line. I can tell you what your plan covers.",
  'assistant.answer.other_person':
    "I can only use your own coverage and your own plan documents. I can't look up or share anyone else's information. If you manage care for someone, your counselor can help with that.",
  'assistant.model_down': '(The AI service could not be reached, so this answer quotes your documents directly.)',
  'assistant.answer.handoff_shared': "I've shared a summary of this conversation with your counselor. You can continue with them in your counselor chat.",
  'assistant.answer.figure_note': 'From your plan details:',
} as const;

export type MessageId = keyof typeof en;
