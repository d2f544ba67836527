import { runInBackground } from '../_shared/background';
import { recordAiUsage, type AiOutcome, type ProviderUsage } from '../_shared/ai-usage';

/**
 * The usage record of one Grok chat call, started now: call the result once with how the call
 * ended. The row is written in the background, never in the answer's way.
 */
export function chatMeter(userId: string, model: string) {
  const startedAt = Date.now();
  return (outcome: AiOutcome, usage: ProviderUsage | undefined) =>
    runInBackground('AI usage', () =>
      recordAiUsage({
        userId,
        feature: 'grok_chat',
        model,
        promptTokens: usage?.prompt_tokens ?? 0,
        completionTokens: usage?.completion_tokens ?? 0,
        latencyMs: Date.now() - startedAt,
        outcome,
      }),
    );
}
