import { getEnvConfig } from '@astro/shared';
import Link from '@mui/material/Link';

/** The support mailbox; its address comes from the runtime configuration, never from the build. */
export function useSupportEmail(): string {
  return getEnvConfig().supportEmail;
}

export function SupportMailLink() {
  const email = useSupportEmail();
  return <Link href={`mailto:${email}`}>{email}</Link>;
}
