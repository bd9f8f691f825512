import { z } from 'zod';
import { BlobConfigError, blobStorageConfig, type BlobStorageConfig } from './blobs/blobStorageConfig';

/** Parses "12h", "30m", "45s", "2d" or plain seconds into seconds. */
export function parseDuration(value: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) throw new Error(`not a duration: "${value}" (use e.g. 12h, 30m, 3600)`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://');

const schema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL: z
    .string()
    .default('12h')
    .transform((v, ctx) => {
      try {
        return parseDuration(v);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
        return z.NEVER;
      }
    }),
  /** Origins allowed to call the API with credentials (comma separated); same-origin always works. */
  APP_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
  /** Public URL of this server, used in links sent by mail. Defaults to http://localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /**
   * Published landings answer at `{subdomain}.LANDINGS_DOMAIN` (a wildcard DNS record to this
   * server; scheme and port are PUBLIC_URL's). Browsers resolve *.localhost to this machine.
   */
  LANDINGS_DOMAIN: z.string().trim().toLowerCase()
    .regex(/^(?=.{1,253}\.?$)[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?(\.[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?)*\.?$/, 'must be a host name such as landings.example.com')
    .transform((v) => v.replace(/\.$/, '')).default('landings.localhost'),
  /** Custom domains: the host their CNAME points to (default LANDINGS_DOMAIN itself, which resolves to this server). */
  LANDINGS_CNAME_TARGET: z.string().trim().toLowerCase().regex(/^[a-z0-9.-]{1,253}$/, 'must be a host name').optional(),
  /** Custom domains at a zone apex: the IPv4 addresses their A records name (comma separated); unset: an ALIAS to the CNAME target. */
  LANDINGS_APEX_IPS: z.string().default('').transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.ipv4('must be IPv4 addresses separated by commas'))),
  /** How custom domains are verified: real DNS lookups, or the sandbox's own DNS switch (default: sandbox unless production). */
  LANDINGS_DNS: z.enum(['real', 'sandbox']).optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Marketing CRM <no-reply@localhost>'),
  SUPPORT_EMAIL: z.string().default('support@localhost'),
  /** Default: on, except with NODE_ENV=production (a known password must not open a real server). */
  SEED_DEMO: bool.optional(),
  /** Names this instance in its log lines and its Postgres connections (`application_name`) when several run. */
  INSTANCE_NAME: z.string().regex(/^[A-Za-z0-9._-]{1,60}$/, 'must be letters, digits, dots, dashes or underscores (at most 60)').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a load balancer: trust X-Forwarded-For (else clients could dodge rate limits with it). */
  TRUST_PROXY: bool.default(false),
  /** Requests per minute per IP on login, register and forgotten-password calls. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * With NODE_ENV=production the sandboxes' own pages and powers (the Google consent page, the
   * payments sandbox and its bank page) are off: `true` keeps them for a public demo server.
   */
  SANDBOX_IN_PRODUCTION: bool.default(false),
  /** "Sign in with Google" through OpenID Connect: both set, or neither (then the sandbox page). */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Gmail push (reference/integrations.md §3.3): the secret the Pub/Sub push subscription's URL
   * carries, `/api/integrations/gmail/push?token=…`. Unset: no push endpoint; replies are found by
   * the 2-minute poll alone.
   */
  GMAIL_PUSH_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * Gmail push with authentication: the service account a Pub/Sub push subscription signs its
   * OpenID tokens as, and the audience set on it. Set together; then every push must carry a token
   * Google signed for them (checked with Google's keys, GOOGLE_JWKS_URL), with or without
   * GMAIL_PUSH_TOKEN.
   */
  GMAIL_PUSH_SERVICE_ACCOUNT: z.email().max(254).optional(),
  GMAIL_PUSH_AUDIENCE: z.string().min(1).max(500).optional(),
  /** Google's token signing keys (JWKS); Google's unless testing. */
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** The Pub/Sub topic Gmail publishes to (same GCP project as the OAuth client): each mailbox is watched on it, daily. Needs GMAIL_PUSH_TOKEN or GMAIL_PUSH_SERVICE_ACCOUNT. */
  GMAIL_PUSH_TOPIC: z.string().regex(/^projects\/[a-z][a-z0-9-]{4,28}[a-z0-9]\/topics\/[A-Za-z][\w.~+%-]{2,254}$/, 'must be projects/<project>/topics/<topic>').optional(),
  /** The OpenID issuer (its discovery document is read from here); Google's unless testing. */
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  /**
   * The Google Ads API (npm google-ads-api) instead of the ads sandbox: all five set, or none.
   * LOGIN_CUSTOMER_ID is the product's manager (MCC) account; the refresh token is its user's.
   */
  GOOGLE_ADS_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_ADS_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ADS_DEVELOPER_TOKEN: z.string().min(1).optional(),
  GOOGLE_ADS_REFRESH_TOKEN: z.string().min(1).optional(),
  GOOGLE_ADS_LOGIN_CUSTOMER_ID: z.string().regex(/^\d{3}-?\d{3}-?\d{4}$/, 'must be a customer id like 123-456-7890').optional(),
  /**
   * The WhatsApp Business Cloud API instead of the chat sandbox: the six below set together, or
   * none. The one configured number serves WHATSAPP_COMPANY_ID's chat (see connectors/chat/cloud.ts).
   */
  WHATSAPP_CLOUD_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d{5,30}$/, 'must be the numeric phone-number id from WhatsApp Manager (not the number)').optional(),
  WHATSAPP_BUSINESS_ACCOUNT_ID: z.string().regex(/^\d{5,30}$/, 'must be the numeric WhatsApp Business Account id').optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8, 'must be at least 8 characters').optional(),
  WHATSAPP_COMPANY_ID: z.uuid('must be the id of the company whose chat the number serves').optional(),
  WHATSAPP_GRAPH_VERSION: z.string().regex(/^v\d+\.\d+$/, 'must look like v23.0').default('v23.0'),
  /** The seller printed on every invoice (a Spanish business: its VAT rules are in contract/tax.ts). */
  SELLER_NAME: z.string().min(1).default('Marketing CRM S.L. (demo)'),
  SELLER_TAX_ID: z.string().min(1).default('B12345674'),
  SELLER_ADDRESS: z.string().min(1).default('Calle Ejemplo 1, 28001 Madrid'),
  /** Landing creation with AI: Claude through the official SDK when set (else the offline composer); never logged. */
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_MODEL: z.string().regex(/^claude-[a-z0-9.-]+$/, 'must be a Claude model id such as claude-sonnet-4-5').default('claude-sonnet-4-5'),
  /** Email builder: Stripo's plugin credentials (both or neither); without them the GrapesJS+MJML builder. Never logged. */
  STRIPO_PLUGIN_ID: z.string().min(1).optional(),
  STRIPO_SECRET_KEY: z.string().min(1).optional(),
  /** Email sending through MailerSend's API (official SDK) instead of SMTP or the sandbox outbox; never logged. */
  MAILERSEND_API_KEY: z.string().min(1).optional(),
  /** Signing secret of the MailerSend webhook (bounces, complaints): checks x-mailersend-signature. */
  MAILERSEND_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  /** How sending domains are verified: real DNS lookups, or the sandbox DNS switch (only where sandboxes are allowed). */
  EMAIL_DNS: z.enum(['real', 'sandbox']).optional(),
  /** Messages per second a bulk send may hand to the mail connector per sending domain. */
  EMAIL_RATE_PER_DOMAIN: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Blob storage on S3 or any S3-compatible store (else DATA_DIR/blobs): one URL, or AWS's usual variables. */
  S3_URL: z.string().min(1).optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'is not a valid bucket name').optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  AWS_REGION: z.string().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_ENDPOINT_URL_S3: z.url().optional(),
});

export type Config = Omit<z.output<typeof schema>, 'SEED_DEMO'> & {
  SEED_DEMO: boolean;
  publicUrl: string;
  /** Whether sandbox pages and sandbox payments may be used (never in production unless asked). */
  sandboxAllowed: boolean;
  blobStorage: BlobStorageConfig;
};

export class ConfigError extends Error {}

/** Validates the environment once at start-up; a bad value stops the server with one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.')} ${issue.message}`);
  }
  const config = parsed.data;
  if (Boolean(config.GOOGLE_CLIENT_ID) !== Boolean(config.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set together or not at all');
  }
  if (Boolean(config.GMAIL_PUSH_SERVICE_ACCOUNT) !== Boolean(config.GMAIL_PUSH_AUDIENCE)) {
    throw new ConfigError('Invalid configuration: GMAIL_PUSH_SERVICE_ACCOUNT and GMAIL_PUSH_AUDIENCE are set together or not at all');
  }
  if (config.GMAIL_PUSH_TOPIC && !config.GMAIL_PUSH_TOKEN && !config.GMAIL_PUSH_SERVICE_ACCOUNT) {
    throw new ConfigError('Invalid configuration: GMAIL_PUSH_TOPIC needs GMAIL_PUSH_TOKEN or GMAIL_PUSH_SERVICE_ACCOUNT (how pushes are authenticated)');
  }
  const googleAds = [config.GOOGLE_ADS_CLIENT_ID, config.GOOGLE_ADS_CLIENT_SECRET, config.GOOGLE_ADS_DEVELOPER_TOKEN, config.GOOGLE_ADS_REFRESH_TOKEN, config.GOOGLE_ADS_LOGIN_CUSTOMER_ID];
  if (googleAds.some(Boolean) && !googleAds.every(Boolean)) {
    throw new ConfigError('Invalid configuration: GOOGLE_ADS_CLIENT_ID, _CLIENT_SECRET, _DEVELOPER_TOKEN, _REFRESH_TOKEN and _LOGIN_CUSTOMER_ID are set together or not at all');
  }
  const whatsapp = [config.WHATSAPP_CLOUD_TOKEN, config.WHATSAPP_PHONE_NUMBER_ID, config.WHATSAPP_BUSINESS_ACCOUNT_ID, config.WHATSAPP_APP_SECRET, config.WHATSAPP_VERIFY_TOKEN, config.WHATSAPP_COMPANY_ID];
  if (whatsapp.some(Boolean) && !whatsapp.every(Boolean)) {
    throw new ConfigError('Invalid configuration: WHATSAPP_CLOUD_TOKEN, _PHONE_NUMBER_ID, _BUSINESS_ACCOUNT_ID, _APP_SECRET, _VERIFY_TOKEN and _COMPANY_ID are set together or not at all');
  }
  if (Boolean(config.STRIPO_PLUGIN_ID) !== Boolean(config.STRIPO_SECRET_KEY)) {
    throw new ConfigError('Invalid configuration: STRIPO_PLUGIN_ID and STRIPO_SECRET_KEY are set together or not at all');
  }
  let blobStorage: BlobStorageConfig;
  try {
    blobStorage = blobStorageConfig(config);
  } catch (e) {
    if (e instanceof BlobConfigError) throw new ConfigError(`Invalid configuration: ${e.variable} ${e.message}`);
    throw e;
  }
  return {
    ...config,
    blobStorage,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    sandboxAllowed: config.NODE_ENV !== 'production' || config.SANDBOX_IN_PRODUCTION,
    SEED_DEMO: config.SEED_DEMO ?? config.NODE_ENV !== 'production',
  };
}
