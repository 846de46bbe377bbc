/** The platform glossary of benefits terms the assistant may cite (plain-language, plan-neutral). */
export interface GlossaryEntry {
  term: string;
  text: string;
}

export const GLOSSARY: GlossaryEntry[] = [
  { term: 'Deductible', text: 'Deductible: the amount you pay for covered health care services each plan year before your plan starts to pay. Some services, such as preventive care, may be covered before you meet it.' },
  { term: 'Copay', text: 'Copay (copayment): a fixed amount you pay for a covered service, such as $25 for a doctor visit, usually when you get the service.' },
  { term: 'Coinsurance', text: 'Coinsurance: your share of the cost of a covered service, as a percentage (for example 20%), usually paid after you meet your deductible.' },
  { term: 'Out-of-pocket maximum', text: 'Out-of-pocket maximum (out-of-pocket limit): the most you pay in a plan year for covered services. After you reach it, the plan pays 100% of covered in-network costs. Premiums do not count toward it.' },
  { term: 'Premium', text: 'Premium: the amount you pay for your health insurance every month or pay period, whether or not you use care.' },
  { term: 'In-network', text: 'In-network provider: a doctor, hospital or pharmacy that has a contract with your plan. You usually pay less when you use network providers.' },
  { term: 'Out-of-network', text: 'Out-of-network provider: a provider without a contract with your plan. You usually pay more, and you may be balance billed.' },
  { term: 'Balance billing', text: 'Balance billing: when an out-of-network provider bills you for the difference between their charge and the amount your plan allows.' },
  { term: 'Referral', text: 'Referral: a written order from your primary care doctor to see a specialist or get certain services. Some plans (often HMOs and some PPOs) require one.' },
  { term: 'Preauthorization', text: 'Preauthorization (prior authorization): approval your plan must give before you get certain services or drugs, such as an MRI or a planned hospital stay.' },
  { term: 'Preventive care', text: 'Preventive care: routine care such as check-ups, screenings and immunizations to prevent illness. In-network preventive care is usually covered at no cost.' },
  { term: 'Urgent care', text: 'Urgent care: care for an illness or injury that needs attention soon but is not an emergency, usually at an urgent care center.' },
  { term: 'Emergency room care', text: 'Emergency room care: care for a condition that could seriously harm your health if not treated right away. In an emergency, call 911 or go to the nearest emergency room.' },
  { term: 'Formulary', text: 'Formulary (drug list): the list of prescription drugs your plan covers, grouped into tiers with different costs.' },
  { term: 'Drug tiers', text: 'Drug tiers: groups on the formulary. Tier 1 is usually generic drugs (lowest cost), then preferred brand, non-preferred brand and specialty drugs.' },
  { term: 'HSA', text: 'HSA (health savings account): a tax-advantaged savings account you can use for qualified medical costs, available with an HSA-eligible high-deductible health plan. The money stays yours.' },
  { term: 'FSA', text: 'FSA (flexible spending account): an employer account you fund with pre-tax pay for medical costs; most of it must be used within the plan year.' },
  { term: 'HDHP', text: 'HDHP (high-deductible health plan): a plan with a higher deductible and lower premium that can be paired with an HSA.' },
  { term: 'EOB', text: 'EOB (explanation of benefits): a statement from your plan, not a bill, showing what a provider charged, what the plan paid and what you may owe.' },
  { term: 'Claim', text: 'Claim: a request to your plan to pay for a service you received. Providers usually file claims for you.' },
  { term: 'Appeal', text: 'Appeal: a request for your plan to review a decision to deny a claim or a service. The SBC lists how and by when to file one.' },
  { term: 'SBC', text: 'SBC (summary of benefits and coverage): a standard document that summarises what a plan covers and what you pay, in the same format for every plan.' },
  { term: 'COBRA', text: 'COBRA: a law that may let you keep your employer health coverage for a time after you leave your job, usually at full cost.' },
  { term: 'Telehealth', text: 'Telehealth (virtual visit): a visit with a provider by video or phone.' },
  { term: 'Allowed amount', text: 'Allowed amount: the maximum amount your plan pays for a covered service; your coinsurance is a share of it.' },
];
