import { useCallback, useState, type ReactElement } from 'react';
import { SecondStepDialog } from '../components/second-step-dialog';

interface Pending {
  onPassed: () => void;
  onDeclined: () => void;
}

export interface SecondStepPrompt {
  /** Opens the code prompt; `onPassed` runs once the session is at aal2, `onDeclined` on cancel. */
  ask: (pending: Pending) => void;
  /** The prompt while it is open (render it anywhere in the section), else null. */
  dialog: ReactElement | null;
}

/** A code prompt a section opens when the server refuses a change to a session without aal2. */
export function useSecondStepPrompt(): SecondStepPrompt {
  const [pending, setPending] = useState<Pending | null>(null);
  const ask = useCallback((next: Pending) => setPending(next), []);
  const dialog = pending ? (
    <SecondStepDialog
      onPassed={() => {
        setPending(null);
        pending.onPassed();
      }}
      onClose={() => {
        setPending(null);
        pending.onDeclined();
      }}
    />
  ) : null;
  return { ask, dialog };
}
