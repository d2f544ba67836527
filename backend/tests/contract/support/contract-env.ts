import { readFileSync } from 'node:fs';

/** Settings of the contract-test stack; the rate limits are raised so the suite fits in them. */
export const CONTRACT_STACK_ENV = {
  // One line per request, as in production: the request log runs on every request the suite
  // makes (a logger that threw once took the whole stack down).
  LOG_LEVEL: 'info',
  AUTH_RATE_LIMIT_TOKEN: '3000',
  AUTH_RATE_LIMIT_SIGNUP: '300',
  AUTH_RATE_LIMIT_OTP: '60',
  AUTH_RATE_LIMIT_RECOVER: '60',
  AUTH_RATE_LIMIT_VERIFY: '500',
  AUTH_EXTERNAL_GITHUB_CLIENT_ID: 'fake-client',
  AUTH_EXTERNAL_GITHUB_SECRET: 'fake-secret',
  MAX_BODY_BYTES: String(256 * 1024),
} as const;

export interface ContractStack {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  databaseUrl: string;
  oauthProviderUrl: string;
}

export function contractStack(): ContractStack {
  const file = process.env.CONTRACT_STACK_FILE;
  if (!file)
    throw new Error(
      'CONTRACT_STACK_FILE is not set: run these tests with backend/jest.contract.config.cjs',
    );
  return JSON.parse(readFileSync(file, 'utf8')) as ContractStack;
}
