/**
 * Reads configuration the way both runtimes provide it: `Deno.env` on Supabase Edge Functions,
 * `process.env` on the local stack (which sets SUPABASE_URL, SUPABASE_ANON_KEY and
 * SUPABASE_SERVICE_ROLE_KEY for its functions, as the hosted platform does).
 */
interface DenoLike {
  env: { get(name: string): string | undefined };
}

export function readEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: DenoLike }).Deno;
  if (deno) return deno.env.get(name);
  return typeof process !== 'undefined' ? process.env[name] : undefined;
}

export function requireEnv(name: string): string {
  const value = readEnv(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}
