import { useCallback, useRef, useState } from 'react';
import { type Atlas, loadAtlas } from '../../../atlas';

export type AtlasState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; atlas: Atlas }
  | { status: 'error'; message: string };

/** The offline place atlas, loaded on the first call of `load` (when the place field is used). */
export function useAtlas(): [AtlasState, () => void] {
  const [state, setState] = useState<AtlasState>({ status: 'idle' });
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    loadAtlas().then(
      (atlas) => setState({ status: 'ready', atlas }),
      () => {
        // The next use of the field tries again.
        started.current = false;
        setState({
          status: 'error',
          message: navigator.onLine
            ? 'The list of places could not be loaded. Click the field to try again.'
            : 'The list of places has not been downloaded to this device yet, and you are offline.',
        });
      },
    );
  }, []);
  return [state, load];
}
