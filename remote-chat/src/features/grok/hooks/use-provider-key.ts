import { readStoredApiKey } from '@astro/shared';
import { useCallback, useEffect, useState } from 'react';
import { serverHasProviderKey } from '../api/grok-client';

export interface ProviderKeyState {
  /** Whether the server has a provider key: undefined while asking, null when it could not say. */
  serverKey: boolean | null | undefined;
  /** Whether the user keeps a key of their own on this device. */
  userKey: boolean;
  /** Reads the user's key again (after the settings dialog saved or removed it). */
  reread(): void;
}

/** Who holds the provider key that answers: the server, the user, or nobody yet. */
export function useProviderKey(): ProviderKeyState {
  const [serverKey, setServerKey] = useState<boolean | null | undefined>(undefined);
  const [userKey, setUserKey] = useState(() => readStoredApiKey() !== null);

  useEffect(() => {
    let cancelled = false;
    void serverHasProviderKey().then((configured) => {
      if (!cancelled) setServerKey(configured);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return {
    serverKey,
    userKey,
    reread: useCallback(() => setUserKey(readStoredApiKey() !== null), []),
  };
}
