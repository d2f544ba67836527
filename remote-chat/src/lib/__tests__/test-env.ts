import { setEnvConfig } from '@astro/shared';

/** The env config the chat's component tests run with: the back end at `supabaseUrl`. */
export function setTestEnvConfig(supabaseUrl: string): void {
  setEnvConfig({
    appVersion: '2.2.5',
    supabaseUrl,
    supabaseAnonKey: 'anon',
    supportEmail: 'support@example.com',
    remotes: {
      chat: { entry: 'x' },
      charts: { entry: 'x' },
      learning: { entry: 'x' },
      admin: { entry: 'x' },
    },
    healthUrls: { main: 'x', chat: 'x' },
    googleMapsKey: null,
  });
}
