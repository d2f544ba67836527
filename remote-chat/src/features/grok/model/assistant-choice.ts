/** Who answers a new conversation: a Grok model, or a brain. */
export type AssistantChoice = { model: string } | { brainId: string };

const keyOf = (userId: string) => `astro.chat.assistant:${userId}`;

/**
 * The assistant this user chose last, so the chat opens with it on any page and after a reload.
 * Kept per user on this device: another account on the same browser has its own.
 */
export function readAssistantChoice(userId: string | undefined): AssistantChoice | null {
  if (!userId) return null;
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { model, brainId } = raw as Record<string, unknown>;
    if (typeof brainId === 'string' && brainId) return { brainId };
    if (typeof model === 'string' && model) return { model };
    return null;
  } catch {
    return null; // Storage blocked or a value of another shape: no remembered choice.
  }
}

export function rememberAssistantChoice(userId: string | undefined, choice: AssistantChoice): void {
  if (!userId) return;
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(choice));
  } catch {
    // Storage full or blocked: the choice holds for this page only.
  }
}
