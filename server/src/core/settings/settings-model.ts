/** The app settings (contract §10 "Settings JSON groups") with PocketBase's defaults plus Covey's policy. */

interface MetaSettings {
  appName: string;
  appURL: string;
  senderName: string;
  senderAddress: string;
  hideControls: boolean;
  accentColor: string;
}

export interface LogsSettings {
  maxDays: number;
  minLevel: number;
  logIP: boolean;
  logAuthId: boolean;
}

export interface SmtpSettings {
  enabled: boolean;
  host: string;
  port: number;
  username: string;
  password: string;
  authMethod: 'PLAIN' | 'LOGIN' | '';
  tls: boolean;
  localName: string;
  /** the operator's explicit choice to send mail to a loopback, link-local or private address */
  allowPrivateHost: boolean;
}

export interface S3Settings {
  enabled: boolean;
  bucket: string;
  region: string;
  endpoint: string;
  accessKey: string;
  secret: string;
  forcePathStyle: boolean;
}

interface BackupsSettings {
  cron: string;
  cronMaxKeep: number;
  s3: S3Settings;
}

interface BatchSettings {
  enabled: boolean;
  maxRequests: number;
  timeout: number;
  maxBodySize: number;
}

type RateLimitAudience = '' | '@guest' | '@auth';

interface RateLimitRule {
  label: string;
  audience: RateLimitAudience;
  duration: number;
  maxRequests: number;
}

interface RateLimitsSettings {
  enabled: boolean;
  rules: RateLimitRule[];
  excludedIPs: string[];
}

interface TrustedProxySettings {
  headers: string[];
  useLeftmostIP: boolean;
}

export interface Settings {
  meta: MetaSettings;
  logs: LogsSettings;
  smtp: SmtpSettings;
  s3: S3Settings;
  backups: BackupsSettings;
  batch: BatchSettings;
  rateLimits: RateLimitsSettings;
  trustedProxy: TrustedProxySettings;
  superuserIPs: string[];
}

const FIVE_MINUTES = 300;

/**
 * Covey policy (targets S2): rate limiting is ON by default, and auth-sensitive routes get rules no looser
 * than GoTrue's defaults of 30 requests per 5 minutes per IP (token refresh 150 per 5 minutes).
 * Only the first matching rule applies and `<collection>:`/`*:` tag rules are tried before path rules, so the
 * specific tags below take precedence over PocketBase's `*:auth` (2 per 3 s), which is kept as the fallback for
 * any other route tagged `auth`. The per-address "one email per minute" guard (mail/mail-throttle.ts)
 * complements the `request*` rules.
 */
function defaultRateLimitRules(): RateLimitRule[] {
  const strict = (tag: string): RateLimitRule => ({ label: `*:${tag}`, audience: '', duration: FIVE_MINUTES, maxRequests: 30 });
  return [
    strict('authWithPassword'),
    strict('authWithOTP'),
    strict('authWithOAuth2'),
    strict('requestOTP'),
    strict('requestPasswordReset'),
    strict('confirmPasswordReset'),
    strict('requestVerification'),
    strict('confirmVerification'),
    strict('requestEmailChange'),
    strict('confirmEmailChange'),
    { label: '*:authRefresh', audience: '', duration: FIVE_MINUTES, maxRequests: 150 },
    // PocketBase's defaults
    { label: '*:auth', audience: '', duration: 3, maxRequests: 2 },
    { label: '*:create', audience: '', duration: 5, maxRequests: 20 },
    { label: '/api/batch', audience: '', duration: 1, maxRequests: 3 },
    { label: '/api/', audience: '', duration: 10, maxRequests: 300 },
  ];
}

function defaultS3(): S3Settings {
  return { enabled: false, bucket: '', region: '', endpoint: '', accessKey: '', secret: '', forcePathStyle: false };
}

export function defaultSettings(): Settings {
  return {
    meta: {
      appName: 'Acme',
      appURL: 'http://localhost:8090',
      senderName: 'Support',
      senderAddress: 'support@example.com',
      hideControls: false,
      accentColor: '#1055c9',
    },
    logs: { maxDays: 5, minLevel: 0, logIP: true, logAuthId: false },
    smtp: {
      enabled: false,
      host: 'smtp.example.com',
      port: 587,
      username: '',
      password: '',
      authMethod: '',
      tls: false,
      localName: '',
      allowPrivateHost: false,
    },
    s3: defaultS3(),
    backups: { cron: '', cronMaxKeep: 3, s3: defaultS3() },
    batch: { enabled: false, maxRequests: 50, timeout: 3, maxBodySize: 0 },
    rateLimits: { enabled: true, rules: defaultRateLimitRules(), excludedIPs: [] },
    trustedProxy: { headers: [], useLeftmostIP: false },
    superuserIPs: [],
  };
}
