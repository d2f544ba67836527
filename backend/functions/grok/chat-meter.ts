import { runInBackground } from '../_shared/background';
import { recordAiUsage, type AiOutcome, type ProviderUsage } from '../_shared/ai-usage';

/**
 * The usage record of one chat call (Grok's, or a brain's), started now: call the result once with how the call
 * ended. The row is written in the background, never in the answer's way.
 */
export function chatMeter(
  userId: string,
  model: string,
  feature: 'grok_chat' | 'brain_chat' = 'grok_chat',
) {
  const startedAt = Date.now();
  return (outcome: AiOutcome, usage: ProviderUsage | undefined) =>
    runInBackground('AI usage', () =>
      recordAiUsage({
        userId,
        feature,
        model,
        promptTokens: usage?.prompt_tokens ?? 0,
        completionTokens: usage?.completion_tokens ?? 0,
        latencyMs: Date.now() - startedAt,
        outcome,
      }),
    );
}
