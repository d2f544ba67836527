import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK } from 'jose';
import pg from 'pg';
import { createAuthRouter } from './auth/auth-router';
import type { AuthContext } from './auth/auth-context';
import { generatePrivateJwk, loadJwtKeys } from './auth/jwt-keys';
import { createOneTimeTokens } from './auth/one-time-tokens';
import { Cooldown, RateLimiter } from './auth/rate-limiter';
import { createAccountThrottles } from './auth/account-throttle';
import { AfterResponseQueue } from './auth/after-response';
import { createSessionService } from './auth/session-service';
import { loadStackConfig, type StackOptions } from './config/stack-config';
import { seedDemoUsers } from './db/demo-users';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { applyMigrations } from './db/migrate';
import { readMigrationFolder, type MigrationFile } from './db/migration-files';
import { createDevApp, devRefusals } from './dev/dev-routes';
import { createMfaServices } from './auth/mfa/mfa-services';
import { createStorageApp, storageRefusals } from './storage/storage-router';
import { uploadBodyLimit } from './storage/upload-body';
import { createFunctionsRouter } from './functions/functions-router';
import { createGateway, type UpgradeHandler } from './gateway/create-gateway';
import { createRestProxy } from './gateway/rest-proxy';
import { createRestRoute, restLaneRoute } from './gateway/rest-route';
import { createFastLane } from './gateway/rest-fast-lane';
import { serveWeb } from './gateway/web-service';
import { createStaticSite } from './gateway/static-site';
import { findFreePort } from './lib/free-port';
import { installProcessGuard } from './lib/process-guard';
import { createLogger } from './lib/logger';
import { findProjectRoot } from './lib/project-root';
import { loadOrCreateSecrets, saveSecrets } from './lib/stack-secrets';
import { createDevMailbox } from './mail/dev-mailbox';
import type { Mailer } from './mail/mailer';
import { createSmtpMailer } from './mail/smtp-mailer';
import { createRealtimeService } from './realtime/realtime-service';
import { realtimeSettingsFromEnv } from './realtime/realtime-settings';
import {
  createPostgrestSupervisor,
  type PostgrestOptions,
  type PostgrestSupervisor,
} from './postgrest/postgrest-supervisor';
import { choosePostgrestEndpoint, type PostgrestAddress } from './postgrest/postgrest-socket';

export type { StackOptions } from './config/stack-config';

/** For benchmarks only, never set by `npm start`. */
export interface StackBenchOptions {
  /**
   * Also runs a second PostgREST, configured as the one behind the gateway but on a loopback
   * port: what a client reaching PostgREST directly over TCP would meet (bench:api).
   */
  referencePostgrest?: boolean;
}

export interface RunningStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
  /**
   * PostgREST reached directly over loopback TCP, bypassing the gateway: the reference instance
   * (`referencePostgrest`), else the gateway's own one if it listens on a port. Unset otherwise.
   */
  postgrestUrl?: string;
  /** How the gateway reaches its PostgREST: a Unix domain socket where there is one. */
  postgrestTransport: 'Unix domain socket' | 'TCP';
  /** Lets later services (realtime) attach a WebSocket endpoint under a path prefix. */
  registerUpgrade(prefix: string, handler: UpgradeHandler): void;
  /**
   * Settles when a supervised child (PostgreSQL, PostgREST) cannot be brought back. The stack is
   * stopped by then; the process should exit non-zero so that a process manager restarts it.
   */
  fatal: Promise<Error>;
  stop(): Promise<void>;
}

const TEN_YEARS = 10 * 365 * 24 * 3600;
/** Largest upload the storage service reads; each bucket may set a lower limit. */
const STORAGE_MAX_BODY_BYTES = 6 * 1024 * 1024;

/** The SQL the local stack applies, in order: platform bootstrap, app migrations, then seed data. */
function collectMigrations(backendDir: string): MigrationFile[] {
  const supabaseDir = join(backendDir, 'supabase');
  const files = [
    ...readMigrationFolder(supabaseDir, 'bootstrap'),
    ...readMigrationFolder(supabaseDir, 'migrations'),
  ];
  const seedPath = join(supabaseDir, 'seed.sql');
  if (existsSync(seedPath)) {
    const sql = readFileSync(seedPath, 'utf8');
    files.push({ name: 'seed.sql', path: seedPath, sql, checksum: 'seed' });
  }
  return files;
}

/**
 * Starts the whole local back end on one port: PostgreSQL (embedded unless a URL is given),
 * migrations and seed, PostgREST, auth, functions, the dev mailbox and the static front ends.
 */
export async function startStack(
  options: StackOptions & StackBenchOptions = {},
): Promise<RunningStack> {
  const config = loadStackConfig(options, findProjectRoot(__dirname));
  const log = createLogger(config.logLevel, 'stack');
  const backendDir = join(config.projectRoot, 'backend');
  const cleanups: (() => Promise<void>)[] = [];
  let reportFatal: (error: Error) => void = () => undefined;
  const fatal = new Promise<Error>((resolveFatal) => (reportFatal = resolveFatal));
  // Late-bound: PostgREST is created after PostgreSQL, which must be able to restart it.
  const postgrestRefs: PostgrestSupervisor[] = [];
  const removeProcessGuard = installProcessGuard(log);
  // Until the stack is up, a child that gives up only fails start-up (its start rejects).
  let giveUp: (error: Error) => void = () => undefined;
  const runCleanups = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) =>
        log.error(`shutdown step failed: ${String(error)}`),
      );
    }
    removeProcessGuard();
  };

  try {
    const secrets = await loadOrCreateSecrets(config.dataDir);

    let postgres: EmbeddedPostgres | undefined;
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      postgres = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        port: await findFreePort(),
        password: secrets.postgresPassword,
        log,
        // PostgREST retries a lost database with a backoff of up to 32 s; a fresh instance
        // connects at once, so writes resume as soon as the database does.
        onRestarted: () => postgrestRefs.forEach((p) => p.restart()),
        onGiveUp: (error) => giveUp(error),
      });
      cleanups.push(() => postgres!.stop());
      databaseUrl = postgres.url;
    }

    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 20,
      application_name: 'astro-stack',
    });
    pool.on('error', (error) => log.error(`database pool: ${error.message}`));
    cleanups.push(() => pool.end());

    await applyMigrations(pool, collectMigrations(backendDir), log);
    await pool.query(
      `alter role authenticator with login password ${pg.Client.prototype.escapeLiteral(secrets.authenticatorPassword)}`,
    );
    if (config.seedDemoUsers) await seedDemoUsers(pool);

    if (!secrets.jwtPrivateJwk) {
      secrets.jwtPrivateJwk = (await generatePrivateJwk()) as Record<string, unknown>;
      await saveSecrets(config.dataDir, secrets);
    }
    let publicUrl = config.apiExternalUrl ?? '';
    const keys = await loadJwtKeys(secrets.jwtPrivateJwk as JWK, () => `${publicUrl}/auth/v1`);
    if (!secrets.anonKey || !secrets.serviceRoleKey) {
      secrets.anonKey = await keys.sign({ role: 'anon', ref: 'local' }, TEN_YEARS, 'supabase');
      secrets.serviceRoleKey = await keys.sign(
        { role: 'service_role', ref: 'local' },
        TEN_YEARS,
        'supabase',
      );
      await saveSecrets(config.dataDir, secrets);
    }
    const apiKeys = { anonKey: secrets.anonKey, serviceRoleKey: secrets.serviceRoleKey };

    const dbUrl = new URL(databaseUrl);
    dbUrl.username = 'authenticator';
    dbUrl.password = secrets.authenticatorPassword;
    const startPostgrest = async (listen: PostgrestAddress) => {
      const options: PostgrestOptions = {
        dbUri: dbUrl.toString(),
        jwks: JSON.stringify(keys.jwks),
        listen,
        adminPort: await findFreePort(),
        poolSize: config.postgrestPool,
        log,
        onGiveUp: (error) => giveUp(error),
      };
      const supervisor = createPostgrestSupervisor(options);
      postgrestRefs.push(supervisor);
      await supervisor.start();
      cleanups.push(() => supervisor.stop());
      return supervisor;
    };
    const endpoint = await choosePostgrestEndpoint(() => findFreePort());
    // Pushed first so that it runs last, once PostgREST has stopped.
    cleanups.push(async () => endpoint.close());
    const postgrest = await startPostgrest(endpoint.address);
    const reference = options.referencePostgrest
      ? await startPostgrest({ port: await findFreePort() })
      : undefined;
    const tcpAddress = reference?.address ?? postgrest.address;

    const devMailbox = createDevMailbox(pool);
    const mailer: Mailer = config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.smtpFrom)
      : devMailbox.mailer;
    cleanups.push(() => mailer.close());

    const authContext: AuthContext = {
      pool,
      keys,
      settings: config.auth,
      sessions: createSessionService({
        pool,
        keys,
        expirySeconds: config.auth.jwtExpirySeconds,
        reuseIntervalMs: () => config.auth.refreshReuseIntervalMs,
      }),
      tokens: createOneTimeTokens(pool),
      mailer,
      limiter: new RateLimiter(config.auth.rateLimitWindowMs),
      emailCooldown: new Cooldown(config.auth.emailResendCooldownMs),
      accounts: createAccountThrottles(config.auth.passwordMaxFailures),
      afterResponse: new AfterResponseQueue(log),
      log,
      mfa: createMfaServices(pool, { production: config.production }),
      urls: () => ({
        api: publicUrl,
        site: config.siteUrl ?? publicUrl,
        additionalRedirects: config.additionalRedirectUrls,
      }),
    };
    // Mail and accounts written after an answer finish before the mailer and the pool close.
    cleanups.push(() => authContext.afterResponse.drain());

    const httpLog = createLogger(config.logLevel, 'http');
    const gateway = createGateway({ log: httpLog, tls: config.tls });
    const restUpstream = () => postgrest.address;
    const restUpstreamUp = () =>
      postgrest.state() === 'up' && (postgres?.state() ?? 'up') === 'up';
    const restProxy = createRestProxy({
      upstream: restUpstream,
      upstreamUp: restUpstreamUp,
      bodyLimit: config.limits.restBodyBytes,
      trustProxy: config.trustProxy,
    });
    cleanups.push(async () => restProxy.close());

    gateway.route(
      '/auth/v1',
      createAuthRouter(authContext, {
        apiKeys,
        bodyLimit: config.limits.authBodyBytes,
        trustProxy: config.trustProxy,
      }),
    );
    gateway.route('/rest/v1', createRestRoute(restProxy, apiKeys), { deferHeaders: true });
    const restLane = createFastLane({
      prefix: '/rest/v1',
      route: restLaneRoute(apiKeys),
      upstream: restUpstream,
      upstreamUp: restUpstreamUp,
      trustProxy: config.trustProxy,
      tls: config.tls,
      log: httpLog,
    });
    gateway.fastLane(restLane);
    cleanups.push(async () => restLane.close());
    const functionsRouter = createFunctionsRouter({
      functionsDir: join(backendDir, 'functions'),
      bodyLimit: config.limits.functionsBodyBytes,
      log,
      runtime: config.functionsRuntime,
    });
    // Registered before the gateway's close, so requests in flight at shutdown still reach them.
    cleanups.push(() => functionsRouter.stop());
    gateway.route('/functions/v1', functionsRouter.handle);
    const storageApp = createStorageApp({
      pool,
      keys,
      apiKeys,
      maxUploadBytes: STORAGE_MAX_BODY_BYTES,
    });
    gateway.route(
      '/storage/v1',
      serveWeb(() => storageApp.fetch, {
        bodyLimit: uploadBodyLimit(STORAGE_MAX_BODY_BYTES),
        refusals: storageRefusals(STORAGE_MAX_BODY_BYTES),
      }),
    );
    if (!config.production) {
      const devApp = createDevApp({
        mailbox: devMailbox,
        pool,
        stackInfo: () => ({
          pid: process.pid,
          postgrest: { pid: postgrest.pid(), state: postgrest.state() },
          postgresPid: postgres?.pid() ?? null,
          postgresState: postgres?.state() ?? 'external',
        }),
      });
      gateway.route(
        '/_dev',
        serveWeb(() => devApp.fetch, { bodyLimit: 0, refusals: devRefusals }),
      );
    }

    const port = await gateway.listen(config.port, config.host);
    const hostForUrl =
      config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
    const url = `http://${hostForUrl.includes(':') ? `[${hostForUrl}]` : hostForUrl}:${port}`;
    publicUrl = config.apiExternalUrl?.replace(/\/$/, '') ?? url;
    cleanups.push(() => gateway.close());

    // Started after the gateway so that it stops first: upgraded sockets would hold gateway.close().
    const realtime = createRealtimeService({
      databaseUrl,
      apiKeys,
      verifyToken: keys.verify,
      log: createLogger(config.logLevel, 'realtime'),
      settings: realtimeSettingsFromEnv(process.env),
    });
    await realtime.start();
    cleanups.push(() => realtime.stop());
    gateway.upgrade('/realtime/v1', realtime.handleUpgrade);
    gateway.route('/realtime/v1/api', realtime.handleApi);

    // Functions read their configuration from the environment, as Supabase Edge Functions do.
    process.env.SUPABASE_URL ??= publicUrl;
    process.env.SUPABASE_ANON_KEY ??= apiKeys.anonKey;
    process.env.SUPABASE_SERVICE_ROLE_KEY ??= apiKeys.serviceRoleKey;
    await functionsRouter.warmUp();

    const staticSite = createStaticSite({
      projectRoot: config.projectRoot,
      supabaseUrl: publicUrl,
      anonKey: apiKeys.anonKey,
      production: config.production,
      env: config.env,
    });
    gateway.fallback(staticSite);

    log.info(
      `stack ready at ${url} (PostgREST pid ${postgrest.pid()}, database ${postgres ? 'embedded' : 'external'})`,
    );
    let stopped: Promise<void> | undefined;
    giveUp = (error) => {
      void (stopped ??= runCleanups()).finally(() => reportFatal(error));
    };
    return {
      url,
      anonKey: apiKeys.anonKey,
      serviceRoleKey: apiKeys.serviceRoleKey,
      databaseUrl,
      postgrestUrl: 'port' in tcpAddress ? `http://127.0.0.1:${tcpAddress.port}` : undefined,
      postgrestTransport: 'socketPath' in postgrest.address ? 'Unix domain socket' : 'TCP',
      registerUpgrade: (prefix, handler) => gateway.upgrade(prefix, handler),
      fatal,
      stop: () => (stopped ??= runCleanups()),
    };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}
