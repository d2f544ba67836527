import { PENDING_SAVES_KEY, PendingSaves } from '../model/pending-saves';

/** The device's one queue of unsent charts. */
export const pendingSaves = new PendingSaves(window.localStorage);

window.addEventListener('storage', (event) => {
  if (event.key === PENDING_SAVES_KEY) pendingSaves.notifyExternalChange();
});
