import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

const secretsSchema = z.object({
  postgresPassword: z.string().min(16),
  authenticatorPassword: z.string().min(16),
  /** ES256 private key as a JWK; generated once so tokens survive restarts. */
  jwtPrivateJwk: z.record(z.string(), z.unknown()).optional(),
  anonKey: z.string().optional(),
  serviceRoleKey: z.string().optional(),
});

export type StackSecrets = z.infer<typeof secretsSchema>;

const secretsPath = (dataDir: string) => join(dataDir, 'secrets.json');

/** Reads the stack's generated secrets from the data directory, creating them on first start. */
export async function loadOrCreateSecrets(dataDir: string): Promise<StackSecrets> {
  await mkdir(dataDir, { recursive: true });
  try {
    const raw = await readFile(secretsPath(dataDir), 'utf8');
    return secretsSchema.parse(JSON.parse(raw));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${secretsPath(dataDir)} is unreadable or invalid: ${String(error)}`);
    }
  }
  const secrets: StackSecrets = {
    postgresPassword: randomBytes(24).toString('base64url'),
    authenticatorPassword: randomBytes(24).toString('base64url'),
  };
  await saveSecrets(dataDir, secrets);
  return secrets;
}

export async function saveSecrets(dataDir: string, secrets: StackSecrets): Promise<void> {
  await writeFile(secretsPath(dataDir), JSON.stringify(secrets, null, 2), { mode: 0o600 });
}
