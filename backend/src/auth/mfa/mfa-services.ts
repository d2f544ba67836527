import type { Pool } from 'pg';
import { createMfaLimiters, type MfaLimiters } from './mfa-limits';
import { createSmsSender, type SmsSender } from './sms-sender';

export interface MfaServices {
  sms: SmsSender;
  limits: MfaLimiters;
}

export function createMfaServices(pool: Pool, opts: { production: boolean }): MfaServices {
  return { sms: createSmsSender(pool, opts), limits: createMfaLimiters() };
}
