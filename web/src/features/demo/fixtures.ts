/** Fixture data of the demo sandbox (product.md §4 "Demo"). Fictional; nothing is read from or written to the server. */
export const demoMember = {
  name: 'Alex Rivera',
  firstName: 'Alex',
  employer: 'Acme Foods',
  plan: 'Acme Foods HDHP with HSA',
  deductible: { met: 1150, total: 3000 },
  hsaBalance: 2140,
  language: 'English',
  pronouns: 'they/them',
  accessibility: 'Larger text; captions on video calls',
  contact: 'Text message, weekday evenings',
};

export const demoCounselor = {
  name: 'Jordan Lee',
  title: 'Benefits counselor',
  languages: 'English, Spanish',
  bio: 'Jordan has helped Acme Foods employees navigate their benefits for six years, with a focus on surgery planning and billing questions.',
};

export const demoPosts = [
  {
    title: 'Open enrollment starts November 1',
    from: 'Acme Foods HR',
    body: 'Review your plan options before November 15. Your counselor can walk you through the choices.',
  },
  {
    title: 'HSA vs FSA: which one fits you?',
    from: 'Covey',
    body: 'An HSA stays with you and grows over time; an FSA is use-it-or-lose-it. Here is how to choose.',
  },
  {
    title: 'Tip: ask for an itemized bill',
    from: 'Jordan Lee, counselor',
    body: 'Itemized bills make coding errors easy to spot. Ask for one before you pay anything over $500.',
  },
];

export const demoPlan = {
  title: 'Prepare for knee surgery',
  tasks: [
    { title: 'Check pre-authorization with the insurer', done: true },
    { title: 'Find an in-network surgeon', done: true },
    { title: 'Get a cost estimate', done: false },
    { title: 'Book physical therapy', done: false },
    { title: 'Submit FMLA paperwork to HR', done: false },
    { title: 'Schedule the post-op follow-up', done: false },
  ],
};

export const demoTranscript = [
  { from: 'Alex', text: 'Hi Jordan, my surgeon says I need knee surgery in March. Where do I start?' },
  {
    from: 'Jordan',
    text: 'Hi Alex! I have started a plan for you. First, I will check that the surgery is pre-authorized.',
  },
  { from: 'Jordan', text: 'Good news: it is approved, and Dr. Patel at Valley Orthopedics is in network.' },
  { from: 'Alex', text: 'Thank you! How much will it cost me?' },
  { from: 'Jordan', text: 'I am requesting an estimate. With your deductible so far, expect about $1,850.' },
];

export const demoReport = {
  title: 'Emergency room bill review',
  original: 2480,
  resolved: 350,
  timeline: [
    { date: 'Jan 8', text: 'Alex uploaded a $2,480 ER bill.' },
    { date: 'Jan 9', text: 'Jordan compared the bill with the explanation of benefits.' },
    { date: 'Jan 12', text: 'Coding error found: the visit was billed at the highest severity level.' },
    { date: 'Jan 20', text: 'The hospital corrected the code. New balance: $350.' },
  ],
};

export const demoAssistantAnswers = [
  {
    question: 'Is urgent care covered?',
    answer:
      'Yes. After your deductible, urgent care costs you 20% coinsurance. Before it, you pay the negotiated rate (about $150).',
    citation: 'Summary of Benefits and Coverage, page 2: "Urgent care"',
  },
  {
    question: "What's my deductible left?",
    answer: 'You have met $1,150 of your $3,000 deductible, so $1,850 remains this plan year.',
    citation: 'Summary of Benefits and Coverage, page 1: "Overall deductible"',
  },
];

export const demoSlots = ['9:00 AM', '9:30 AM', '11:00 AM', '1:30 PM', '3:00 PM', '4:30 PM'];

export const demoAppointments = [
  { title: 'Welcome call with Jordan', when: 'Mon, Feb 3 · 10:00 AM', status: 'Completed', kind: 'Counselor call' },
  { title: 'Surgery planning with Jordan', when: 'Thu, Feb 20 · 2:30 PM', status: 'Confirmed', kind: 'Counselor call' },
  { title: 'Dermatology visit', when: 'Requested for early March', status: 'Requested', kind: 'Provider visit' },
];

/** Alex's notices for the demo's notification centre, newest first, dated relative to `now` (nothing is stored). */
export function demoNotices(now = new Date()) {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString().replace('T', ' ');
  const notice = (id: string, minutes: number, read: boolean, kind: string, title: string, body: string, link: string) => ({
    id: `demonotice0000${id}`,
    collectionId: 'demo',
    collectionName: 'notifications',
    created: ago(minutes),
    kind,
    read,
    title,
    body,
    link,
    subject_name: '',
  });
  return [
    notice('1', 20, false, 'message', 'You have a new message', 'Jordan: "Good news: it is approved…"', '/demo/agent'),
    notice('2', 95, false, 'appointment', 'Appointment reminder', 'Surgery planning with Jordan tomorrow at 2:30 PM', '/demo/appointment'),
    notice('3', 26 * 60, true, 'report', 'Report resolved', 'Your ER bill was reduced from $2,480 to $350', '/demo/report'),
    notice('4', 3 * 24 * 60, true, 'suggestion', 'New suggestion', 'Use your HSA for the surgery deductible', '/demo/plan'),
  ];
}

export const demoConnectedApp = { name: 'FitTrack', scopes: 'Read your appointments', since: 'Dec 2' };
