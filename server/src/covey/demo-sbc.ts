/**
 * The demo employer's Summaries of Benefits and Coverage (`covey seed --demo`): small, realistic,
 * fictional SBC PDFs written with pdf-lib for each Acme medical plan, so the assistant answers a
 * demo member from their own plan's document ("Is urgent care covered?", "Is physical therapy
 * covered, and do I need a referral?"). Coverage period = the current calendar year.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

export interface DemoSbc {
  title: string;
  pages: { heading: string; lines: string[] }[];
}

interface Figures {
  plan: string;
  kind: string;
  deductible: string;
  oop: string;
  coins: string;
  after: string;
  urgent: string;
  pcp: string;
  referral: string;
}

function sbc(f: Figures, year: number): DemoSbc {
  return {
    title: `${f.plan} - Summary of Benefits and Coverage`,
    pages: [
      {
        heading: 'Important Questions',
        lines: [
          `Coverage Period: 01/01/${year} - 12/31/${year}. Plan type: ${f.kind}. Carrier: Lakeshore Health (fictional). Group: Acme Foods.`,
          `What is the overall deductible? ${f.deductible}.`,
          'Are there services covered before you meet your deductible? Yes. Preventive care is covered at no cost in-network before the deductible.',
          `What is the out-of-pocket limit for this plan? ${f.oop}.`,
          'Will you pay less if you use a network provider? Yes. See lakeshorehealth.example/find-care or call 1-800-555-0188.',
          `Do you need a referral to see a specialist? ${f.referral}`,
        ],
      },
      {
        heading: 'Common Medical Events: doctor visits, urgent care and emergencies',
        lines: [
          `Primary care visit to treat an injury or illness: ${f.pcp}.`,
          `Specialist visit: ${f.coins} coinsurance ${f.after} in-network; 40% coinsurance out-of-network.`,
          'Preventive care, screening and immunization: No charge in-network.',
          `Urgent care: ${f.urgent} in-network; 40% coinsurance out-of-network. Urgent care centers and walk-in clinics are covered.`,
          `Emergency room care: ${f.coins} coinsurance ${f.after}, in-network and out-of-network alike.`,
          `Imaging (CT/PET scans, MRIs): ${f.coins} coinsurance ${f.after}. Preauthorization is required for MRI and CT scans.`,
        ],
      },
      {
        heading: 'Surgery, hospital stays and recovery',
        lines: [
          `Outpatient surgery facility fee and surgeon fees: ${f.coins} coinsurance ${f.after} in-network. Preauthorization is required.`,
          `Hospital stay (facility and physician fees): ${f.coins} coinsurance ${f.after}. Preauthorization is required for non-emergency admissions.`,
          `Rehabilitation services (physical therapy, occupational therapy): ${f.coins} coinsurance ${f.after}, limited to 30 visits per year combined. Physical therapy is covered; a referral from your doctor is required for physical therapy after the first 6 visits.`,
          `Home health care: ${f.coins} coinsurance ${f.after}, limited to 60 visits per year.`,
          `Durable medical equipment: ${f.coins} coinsurance ${f.after}.`,
        ],
      },
    ],
  };
}

/** the SBC text of an Acme medical plan by its name, or null (dental and vision have none here) */
export function demoSbc(planName: string, year: number): DemoSbc | null {
  if (planName === 'Acme HDHP + HSA') {
    return sbc(
      {
        plan: planName, kind: 'HDHP with a health savings account (HSA)', deductible: '$3,000 individual / $6,000 family in-network',
        oop: '$6,500 individual / $13,000 family in-network', coins: '20%', after: 'after deductible',
        urgent: '20% coinsurance after deductible', pcp: '20% coinsurance after deductible in-network',
        referral: 'No. You can see the specialist you choose without a referral.',
      },
      year,
    );
  }
  if (planName === 'Acme PPO 500') {
    return sbc(
      {
        plan: planName, kind: 'PPO', deductible: '$500 individual / $1,000 family in-network',
        oop: '$4,000 individual / $8,000 family in-network', coins: '20%', after: 'after deductible',
        urgent: '$50 copay per visit, deductible does not apply', pcp: '$25 copay per visit in-network, deductible does not apply',
        referral: 'No. You can see the specialist you choose without a referral.',
      },
      year,
    );
  }
  return null;
}

function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) > width && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

/**
 * A letter-size PDF of the document, one page per section (also the assistant test fixtures' SBCs,
 * server/test/fixtures/assistant/make-sbc.ts); `date` pins its creation and modification dates so a
 * committed file comes out the same each time.
 */
export async function demoSbcPdf(doc: DemoSbc, date?: Date): Promise<Buffer> {
  const W = 612;
  const H = 792;
  const M = 54;
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  if (date) {
    pdf.setCreationDate(date);
    pdf.setModificationDate(date);
  }
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  doc.pages.forEach((p, i) => {
    const page = pdf.addPage([W, H]);
    let y = H - M;
    page.drawText(doc.title, { x: M, y, size: 10, font: bold, color: rgb(0.2, 0.2, 0.2) });
    y -= 28;
    page.drawText(p.heading, { x: M, y, size: 15, font: bold });
    y -= 26;
    for (const text of p.lines) {
      for (const l of wrap(text, W - 2 * M, (s) => font.widthOfTextAtSize(s, 10.5))) {
        page.drawText(l, { x: M, y, size: 10.5, font });
        y -= 15;
      }
      y -= 7;
    }
    page.drawText(`Page ${i + 1} of ${doc.pages.length}`, { x: W / 2 - 30, y: 30, size: 9, font });
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
