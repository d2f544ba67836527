import { useEffect, useState } from 'react';
import { THINKING_STEP_MS, THINKING_STEPS } from '../model/grok-models';
import type { ChatStatus } from '../model/chat-types';

/** The progress step to show while an answer has no token yet. */
export function useThinkingSteps(status: ChatStatus): number {
  const [thinkingStep, setThinkingStep] = useState(0);

  // Spec: before the first token, four progress steps, one every 800 ms.
  useEffect(() => {
    if (status !== 'thinking') return;
    setThinkingStep(0);
    const timer = setInterval(
      () => setThinkingStep((step) => Math.min(step + 1, THINKING_STEPS.length - 1)),
      THINKING_STEP_MS,
    );
    return () => clearInterval(timer);
  }, [status]);

  return thinkingStep;
}
