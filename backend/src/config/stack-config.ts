import { resolve } from 'node:path';
import { z } from 'zod';

/** Environment variables are strings; these helpers turn them into typed settings with defaults. */
const int = (fallback: number, min = 0) =>
  z.coerce
    .number()
    .int()
    .min(min)
    .optional()
    .transform((v) => v ?? fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  NODE_ENV: optionalString,
  APP_ENV: optionalString,
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).optional().default('info'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
      .optional(),
  ),
  DATA_DIR: optionalString,
  SITE_URL: optionalString.pipe(z.url().optional()),
  API_EXTERNAL_URL: optionalString.pipe(z.url().optional()),
  ADDITIONAL_REDIRECT_URLS: optionalString,
  TRUST_PROXY: flag(false),
  TLS: flag(false),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_FROM: optionalString,
  SEED_DEMO_USERS: optionalString,
  MAX_BODY_BYTES: int(1024 * 1024, 1024),
  AUTH_MAX_BODY_BYTES: int(64 * 1024, 1024),
  FUNCTIONS_MAX_BODY_BYTES: int(8 * 1024 * 1024, 1024),
  FUNCTIONS_RUNTIME: z.enum(['node', 'deno']).optional().default('node'),
  PGRST_DB_POOL: int(10, 1),
  JWT_EXPIRY: int(3600, 30),
  AUTH_MAILER_AUTOCONFIRM: flag(false),
  AUTH_DISABLE_SIGNUP: flag(false),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: int(300, 1),
  AUTH_RATE_LIMIT_TOKEN: int(150, 1),
  AUTH_RATE_LIMIT_SIGNUP: int(30, 1),
  AUTH_RATE_LIMIT_OTP: int(30, 1),
  AUTH_RATE_LIMIT_RECOVER: int(30, 1),
  AUTH_RATE_LIMIT_VERIFY: int(30, 1),
  AUTH_EMAIL_RESEND_COOLDOWN_SECONDS: int(60, 0),
  AUTH_REFRESH_REUSE_INTERVAL_SECONDS: int(10, 0),
  AUTH_PASSWORD_MIN_LENGTH: int(8, 8),
  // GoTrue's GOTRUE_MAILER_OTP_EXP: one lifetime for every e-mail link and code, at most a day.
  AUTH_OTP_EXPIRY_SECONDS: int(3600, 60).pipe(z.number().max(86_400)),
  AUTH_PASSWORD_MAX_FAILURES: int(5, 1),
  // GoTrue's GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED, GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_
  // REAUTHENTICATION and GOTRUE_EXTERNAL_PHONE_ENABLED.
  AUTH_ANONYMOUS_SIGN_INS: flag(false),
  AUTH_SECURE_PASSWORD_CHANGE: flag(false),
  AUTH_EXTERNAL_PHONE_ENABLED: flag(true),
  // GoTrue's GOTRUE_SECURITY_MANUAL_LINKING_ENABLED.
  AUTH_MANUAL_LINKING_ENABLED: flag(false),
});

export type StackEnv = z.infer<typeof envSchema>;

export interface OAuthProviderConfig {
  name: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scopes: string;
  /** OpenID Connect: who signs the provider's ID tokens and where its keys are (id_token grant). */
  issuer?: string;
  jwksUrl?: string;
}

/** Known providers and their public endpoints; any of them may be overridden by environment. */
const PROVIDER_DEFAULTS: Record<
  string,
  Omit<OAuthProviderConfig, 'name' | 'clientId' | 'clientSecret'>
> = {
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userInfoUrl: 'https://api.github.com/user',
    scopes: 'read:user user:email',
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scopes: 'openid email profile',
    issuer: 'https://accounts.google.com',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
  },
  gitlab: {
    authorizeUrl: 'https://gitlab.com/oauth/authorize',
    tokenUrl: 'https://gitlab.com/oauth/token',
    userInfoUrl: 'https://gitlab.com/api/v4/user',
    scopes: 'read_user',
  },
};

export const KNOWN_OAUTH_PROVIDERS = Object.keys(PROVIDER_DEFAULTS);

export interface AuthSettings {
  jwtExpirySeconds: number;
  autoconfirm: boolean;
  disableSignup: boolean;
  passwordMinLength: number;
  /** Lifetime of e-mail links and codes (sign-up, magic link, recovery, e-mail change). */
  otpExpirySeconds: number;
  /** Wrong passwords per account before sign-in pauses (30 s, doubling up to 15 min). */
  passwordMaxFailures: number;
  rateLimitWindowMs: number;
  rateLimits: { token: number; signup: number; otp: number; recover: number; verify: number };
  emailResendCooldownMs: number;
  refreshReuseIntervalMs: number;
  /** Sign-ins without an e-mail or phone (`signInAnonymously`). */
  anonymousSignIns: boolean;
  /** A password change needs a reauthentication code once the session is a day old. */
  securePasswordChange: boolean;
  /** Sign-up and sign-in with a phone number and SMS codes. */
  phoneEnabled: boolean;
  /** `linkIdentity`: a signed-in user adds an OAuth identity to their account. */
  manualLinking: boolean;
  oauthProviders: Record<string, OAuthProviderConfig>;
}

export interface StackConfig {
  production: boolean;
  logLevel: StackEnv['LOG_LEVEL'];
  host: string;
  port: number;
  projectRoot: string;
  dataDir: string;
  databaseUrl?: string;
  /** Where the front end lives; e-mail links redirect here by default. */
  siteUrl?: string;
  /** The public URL of this gateway, used in e-mail links; defaults to the listening address. */
  apiExternalUrl?: string;
  additionalRedirectUrls: string[];
  trustProxy: boolean;
  tls: boolean;
  smtpUrl?: string;
  smtpFrom: string;
  seedDemoUsers: boolean;
  limits: { restBodyBytes: number; authBodyBytes: number; functionsBodyBytes: number };
  /** `node`: functions run inside the stack; `deno`: each in its own `deno serve` process. */
  functionsRuntime: 'node' | 'deno';
  postgrestPool: number;
  auth: AuthSettings;
  env: Record<string, string | undefined>;
}

export interface StackOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  production?: boolean;
  siteUrl?: string;
  projectRoot?: string;
  env?: Record<string, string | undefined>;
}

export class ConfigError extends Error {}

function readOAuthProviders(
  env: Record<string, string | undefined>,
): Record<string, OAuthProviderConfig> {
  const providers: Record<string, OAuthProviderConfig> = {};
  for (const [name, defaults] of Object.entries(PROVIDER_DEFAULTS)) {
    const prefix = `AUTH_EXTERNAL_${name.toUpperCase()}_`;
    const clientId = env[`${prefix}CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}SECRET`]?.trim();
    if (!clientId || !clientSecret) continue;
    providers[name] = {
      name,
      clientId,
      clientSecret,
      authorizeUrl: env[`${prefix}AUTHORIZE_URL`] || defaults.authorizeUrl,
      tokenUrl: env[`${prefix}TOKEN_URL`] || defaults.tokenUrl,
      userInfoUrl: env[`${prefix}USERINFO_URL`] || defaults.userInfoUrl,
      scopes: defaults.scopes,
      issuer: env[`${prefix}ISSUER`]?.trim() || defaults.issuer,
      jwksUrl: env[`${prefix}JWKS_URL`]?.trim() || defaults.jwksUrl,
    };
  }
  return providers;
}

/** Builds the stack configuration from explicit options first, then the environment. */
export function loadStackConfig(options: StackOptions, defaultProjectRoot: string): StackConfig {
  const env = options.env ?? process.env;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${details}`);
  }
  const e = parsed.data;
  const production =
    options.production ?? (e.NODE_ENV === 'production' || e.APP_ENV === 'production');
  const projectRoot = resolve(options.projectRoot ?? defaultProjectRoot);
  const seedSetting = e.SEED_DEMO_USERS;
  return {
    production,
    logLevel: e.LOG_LEVEL,
    host: options.host ?? env.HOST ?? '127.0.0.1',
    port: options.port ?? 8080,
    projectRoot,
    dataDir: resolve(options.dataDir ?? e.DATA_DIR ?? resolve(projectRoot, '.data')),
    databaseUrl: options.databaseUrl ?? e.DATABASE_URL,
    siteUrl: options.siteUrl ?? e.SITE_URL,
    apiExternalUrl: e.API_EXTERNAL_URL,
    additionalRedirectUrls: (e.ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    tls: e.TLS,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM ?? 'Astro App <no-reply@astro-app.example>',
    // Demo accounts have published passwords, so they never exist in production.
    seedDemoUsers: !production && seedSetting !== 'false' && seedSetting !== '0',
    limits: {
      restBodyBytes: e.MAX_BODY_BYTES,
      authBodyBytes: e.AUTH_MAX_BODY_BYTES,
      functionsBodyBytes: e.FUNCTIONS_MAX_BODY_BYTES,
    },
    functionsRuntime: e.FUNCTIONS_RUNTIME,
    postgrestPool: e.PGRST_DB_POOL,
    auth: {
      jwtExpirySeconds: e.JWT_EXPIRY,
      autoconfirm: e.AUTH_MAILER_AUTOCONFIRM,
      disableSignup: e.AUTH_DISABLE_SIGNUP,
      passwordMinLength: e.AUTH_PASSWORD_MIN_LENGTH,
      otpExpirySeconds: e.AUTH_OTP_EXPIRY_SECONDS,
      passwordMaxFailures: e.AUTH_PASSWORD_MAX_FAILURES,
      rateLimitWindowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
      rateLimits: {
        token: e.AUTH_RATE_LIMIT_TOKEN,
        signup: e.AUTH_RATE_LIMIT_SIGNUP,
        otp: e.AUTH_RATE_LIMIT_OTP,
        recover: e.AUTH_RATE_LIMIT_RECOVER,
        verify: e.AUTH_RATE_LIMIT_VERIFY,
      },
      emailResendCooldownMs: e.AUTH_EMAIL_RESEND_COOLDOWN_SECONDS * 1000,
      refreshReuseIntervalMs: e.AUTH_REFRESH_REUSE_INTERVAL_SECONDS * 1000,
      anonymousSignIns: e.AUTH_ANONYMOUS_SIGN_INS,
      securePasswordChange: e.AUTH_SECURE_PASSWORD_CHANGE,
      phoneEnabled: e.AUTH_EXTERNAL_PHONE_ENABLED,
      manualLinking: e.AUTH_MANUAL_LINKING_ENABLED,
      oauthProviders: readOAuthProviders(env),
    },
    env,
  };
}
