import type { AiConfig } from '../_shared/ai-config';
import { brainContext, brainInstructions, readBrain, sourcesOf } from '../_shared/brain-assistant';
import { type Grounding, groundAnswer, groundingInstructions } from '../_shared/chart-grounding';
import type { DataApi } from '../_shared/data-api';
import type { ContentPart } from './chat-request';

/** What the assistant of a turn brings to it, besides the branch of the conversation. */
export interface TurnSetting {
  /** The system message sent before the branch; null for none. */
  system: string | null;
  /** The charts the answer's claims are checked against. */
  grounding: Grounding | null;
  /** Stored with the answer, for the chat to cite (a brain's knowledge excerpts). */
  sources: ReturnType<typeof sourcesOf> | null;
}

/** The words of the question a turn answers: the last user message of its branch. */
export function questionText(history: { role: string; content: ContentPart[] }[]): string {
  const question = [...history].reverse().find((m) => m.role === 'user');
  return (question?.content ?? [])
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join('\n')
    .trim();
}

/**
 * The setting of a turn. Grok reads the attached charts; a brain adds its instructions and the
 * knowledge that matches the question, and reads as many charts as it has slots for. A brain
 * that can no longer be read answers as Grok would, rather than not at all.
 */
export async function turnSetting(input: {
  api: DataApi;
  config: AiConfig;
  accessToken: string;
  brainId: string | null;
  chartIds: string[];
  history: { role: string; content: ContentPart[] }[];
}): Promise<TurnSetting> {
  const brain = input.brainId ? await readBrain(input.api, input.brainId) : null;
  if (!brain) {
    const grounding = await groundAnswer({
      accessToken: input.accessToken,
      chartIds: input.chartIds,
    });
    return {
      system: grounding ? groundingInstructions(grounding) : null,
      grounding,
      sources: null,
    };
  }
  const { chunks, grounding } = await brainContext({
    api: input.api,
    config: input.config,
    brain,
    question: questionText(input.history),
    chartIds: input.chartIds,
    accessToken: input.accessToken,
  });
  return {
    system: brainInstructions(brain, chunks, grounding),
    grounding,
    sources: sourcesOf(chunks),
  };
}
