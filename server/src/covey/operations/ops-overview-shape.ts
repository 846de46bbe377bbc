/**
 * The operations home's figures (`GET /api/ops/overview`), declared once: the server builds them
 * (ops-overview.ts) and the web reads them as types only (web/src/features/operations/api/ops-api.ts).
 * No imports, so the web's typecheck can include this file.
 */
interface CounselorLoad {
  id: string;
  name: string;
  caseload: number;
  capacity: number;
  accepting: boolean;
}

export interface OpsOverview {
  members: { withoutCounselor: number; pendingEligibility: number };
  oauthApps: { toReview: number };
  counselors: CounselorLoad[];
  mail: { configured: boolean };
}
