import { useCallback, useRef, useState } from 'react';
import type { StoredConversation } from '../api/conversation-store';
import { DEFAULT_MODEL, isSelectableModel } from '../model/grok-models';

interface ChosenAssistantOptions {
  initialBrainId: string | null;
  initialModel?: string;
  /** Controls the model from outside (the admin panel's picker). */
  controlledModel?: string;
  onModelChange?: (model: string) => void;
}

/** Who answers: a brain, or Grok with a model. */
export function useChosenAssistant({
  initialBrainId,
  initialModel,
  controlledModel,
  onModelChange,
}: ChosenAssistantOptions) {
  const [brainId, setBrainId] = useState<string | null>(initialBrainId);
  const brainRef = useRef(brainId);
  brainRef.current = brainId;
  const [ownModel, setOwnModel] = useState(
    initialModel && isSelectableModel(initialModel) ? initialModel : DEFAULT_MODEL,
  );
  const model = controlledModel && isSelectableModel(controlledModel) ? controlledModel : ownModel;

  const setModel = useCallback(
    (next: string) => {
      if (!isSelectableModel(next)) return;
      if (onModelChange) onModelChange(next);
      if (controlledModel === undefined) setOwnModel(next);
    },
    [controlledModel, onModelChange],
  );

  /** A stored conversation was opened: it keeps the assistant it was started with. */
  const takeAssistantOf = useCallback(
    (conversation: StoredConversation) => {
      setBrainId(conversation.brainId);
      if (controlledModel === undefined && isSelectableModel(conversation.model))
        setOwnModel(conversation.model);
    },
    [controlledModel],
  );

  const currentBrain = useCallback(() => brainRef.current, []);

  return { brainId, setBrainId, currentBrain, model, setModel, takeAssistantOf };
}
