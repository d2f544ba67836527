import type { ChatMessage } from './chat-messages';

/** The key under which a message's children are chosen; first questions share ROOT. */
export const ROOT = 'root';
const parentKey = (m: Pick<ChatMessage, 'parentId'>) => m.parentId ?? ROOT;

/** Which child to show under each parent (by parent key). Unchosen parents show their newest. */
export type BranchChoices = Readonly<Record<string, string>>;

const byCreation = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : 1;

/** Each parent's children, oldest first. */
export function childrenByParent(messages: readonly ChatMessage[]): Map<string, ChatMessage[]> {
  const children = new Map<string, ChatMessage[]>();
  for (const m of messages) {
    const key = parentKey(m);
    const list = children.get(key);
    if (list) list.push(m);
    else children.set(key, [m]);
  }
  for (const list of children.values()) list.sort(byCreation);
  return children;
}

/** The branch on screen: from the first question down, following the choices, else the newest child. */
export function visibleBranch(
  messages: readonly ChatMessage[],
  choices: BranchChoices,
): ChatMessage[] {
  const children = childrenByParent(messages);
  const branch: ChatMessage[] = [];
  const seen = new Set<string>();
  let key = ROOT;
  for (;;) {
    const kids = children.get(key);
    if (!kids?.length) return branch;
    const chosen = kids.find((k) => k.id === choices[key]) ?? kids[kids.length - 1]!;
    // A cycle cannot come from the server; stop rather than loop if one ever did.
    if (seen.has(chosen.id)) return branch;
    seen.add(chosen.id);
    branch.push(chosen);
    key = chosen.id;
  }
}

export interface SiblingPosition {
  /** 0-based position among the versions, oldest first. */
  index: number;
  count: number;
  previous: string | null;
  next: string | null;
}

/** Where a message stands among its versions (regenerated answers, edited questions). */
export function siblingPosition(
  messages: readonly ChatMessage[],
  message: ChatMessage,
): SiblingPosition {
  const siblings = messages.filter((m) => parentKey(m) === parentKey(message)).sort(byCreation);
  const index = Math.max(
    0,
    siblings.findIndex((m) => m.id === message.id),
  );
  return {
    index,
    count: siblings.length,
    previous: siblings[index - 1]?.id ?? null,
    next: siblings[index + 1]?.id ?? null,
  };
}

/** Choices that show `messageId` (and, below it, whatever was chosen there before). */
export function choose(
  choices: BranchChoices,
  messages: readonly ChatMessage[],
  messageId: string,
): BranchChoices {
  const message = messages.find((m) => m.id === messageId);
  return message ? { ...choices, [parentKey(message)]: message.id } : choices;
}

/**
 * Whether `incoming` is a later state of the same row than `current`. Copies arrive out of order
 * (a realtime change sent before a fresh read can land after it): a finished message never goes
 * back to streaming, and an older write never replaces a newer one.
 */
export function isNewer(incoming: ChatMessage, current: ChatMessage): boolean {
  if (current.status !== 'streaming' && incoming.status === 'streaming') return false;
  // A streaming answer only grows: a shorter copy is an older one, however it is stamped (the
  // copy on screen may have grown from the stream itself, ahead of every stored write).
  if (incoming.status === 'streaming' && textLength(incoming) < textLength(current)) return false;
  if (incoming.updatedAt && current.updatedAt)
    return Date.parse(incoming.updatedAt) >= Date.parse(current.updatedAt);
  return true;
}

const textLength = (m: ChatMessage) =>
  m.content.reduce((n, part) => n + (part.type === 'text' ? part.text.length : 0), 0);

/** Adds messages, and replaces those of which a later state arrived. */
export function upsertMessages(
  messages: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map(messages.map((m) => [m.id, m] as const));
  for (const m of incoming) {
    const current = byId.get(m.id);
    if (current && !isNewer(m, current)) continue;
    // Claim checks, once stored, stay: a copy read just before they were written lacks them.
    byId.set(
      m.id,
      current?.claimChecks && !m.claimChecks ? { ...m, claimChecks: current.claimChecks } : m,
    );
  }
  return [...byId.values()];
}
