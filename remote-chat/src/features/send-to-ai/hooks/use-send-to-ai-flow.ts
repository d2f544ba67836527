import { selectSessionUser, useAppSelector } from '@astro/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordFeatureUse } from '../../../lib/profile-counters';
import {
  API_KEY_REQUIRED,
  DEFAULT_MODEL,
  DEFAULT_TEMPERATURE,
  fetchMessage,
  GrokError,
  isSelectableModel,
  needsApiKey,
  readAssistantChoice,
  streamTurn,
  type ContentPart,
  type Source,
} from '../../grok';
import { waitForClaimChecks, type ClaimChecks } from '../../claims';
import {
  AUTH_REQUIRED,
  BRAIN_RESPONSE_FAILED,
  canSend,
  questionParts,
  FAILED_XAI,
  INIT_CHAT_FAILED,
  threadTitle,
  type AssistantChoice,
} from '../model/send-to-ai-request';

export type Step = 'select' | 'model' | 'result';

export interface FlowResult {
  text: string;
  sources: Source[];
  /** The answer's claims about the saved charts the question was about, once checked. */
  claimChecks?: ClaimChecks;
  /** The saved conversation, for SuperChat to continue. */
  conversation: string | null;
  choice: AssistantChoice;
}

/** A failure in the words of product §8, and what the service said when it said more. */
export class FlowError extends Error {
  override name = 'FlowError';
  constructor(
    message: string,
    readonly detail: string | null = null,
  ) {
    super(message);
  }
}

/**
 * product §8: Grok's failures are the key sentence, else the error's own message, else a general
 * one; a brain's are "Failed to initialize chat" when nothing could be started and "Failed to get
 * response from Brain" (with the service's words) once it was.
 */
function flowFailure(error: unknown, choice: AssistantChoice, begun: boolean): FlowError {
  const signedOut = error instanceof GrokError && error.code === 'not_authenticated';
  if (signedOut) return new FlowError(AUTH_REQUIRED);
  if (choice.kind === 'brain') {
    const said = error instanceof Error && error.message ? error.message : null;
    return begun
      ? new FlowError(BRAIN_RESPONSE_FAILED, said)
      : new FlowError(INIT_CHAT_FAILED, said);
  }
  if (needsApiKey(error)) return new FlowError(API_KEY_REQUIRED);
  if (error instanceof GrokError && error.message) return new FlowError(error.message);
  return new FlowError(FAILED_XAI);
}

const ANSWER_READS = 10;
const ANSWER_READ_INTERVAL_MS = 500;

/**
 * What is stored with an answer just after its last words: a brain's sources, and (when the
 * question named saved charts) the checks of its claims about them.
 */
async function storedExtras(
  answerId: string,
  signal: AbortSignal,
  charts: boolean,
): Promise<{ sources: Source[]; claimChecks?: ClaimChecks }> {
  let sources: Source[] = [];
  for (let attempt = 0; attempt < ANSWER_READS && !signal.aborted; attempt++) {
    const stored = await fetchMessage(answerId).catch(() => null);
    if (stored && stored.status !== 'streaming') {
      sources = stored.sources ?? [];
      if (!charts || stored.claimChecks) return { sources, claimChecks: stored.claimChecks };
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, ANSWER_READ_INTERVAL_MS));
  }
  if (!charts) return { sources };
  const claimChecks = await waitForClaimChecks({
    read: async () => (await fetchMessage(answerId))?.claimChecks ?? null,
    signal,
  });
  return claimChecks ? { sources, claimChecks } : { sources };
}

/**
 * Asks as a new conversation on the one conversation engine, Grok model or brain alike: the server
 * stores it as it answers, so SuperChat and Threads can continue it and closing the popover does
 * not lose the answer.
 */
async function askAssistant(
  choice: AssistantChoice,
  question: ContentPart[],
  title: string,
  chartIds: readonly string[],
  signal: AbortSignal,
): Promise<FlowResult> {
  let answer = '';
  let ids: { conversation: string; answer: string } | null = null;
  try {
    await streamTurn(
      {
        model: choice.kind === 'grok' ? choice.modelId : DEFAULT_MODEL,
        brainId: choice.kind === 'brain' ? choice.brainId : null,
        temperature: DEFAULT_TEMPERATURE,
        ...(chartIds.length > 0 ? { chartIds } : {}),
        conversationId: null,
        parentId: null,
        content: question,
        title,
      },
      {
        onBegin: (begun) =>
          (ids = { conversation: begun.conversationId, answer: begun.assistantMessageId }),
        onContent: (token) => (answer += token),
        onReasoning: () => {},
      },
      signal,
    );
  } catch (error) {
    throw flowFailure(error, choice, ids !== null);
  }
  if (!answer.trim()) throw flowFailure(null, choice, true);
  const begun = ids as { conversation: string; answer: string } | null;
  const needsExtras = choice.kind === 'brain' || chartIds.length > 0;
  const extras =
    begun && needsExtras
      ? await storedExtras(begun.answer, signal, chartIds.length > 0)
      : { sources: [] };
  return { text: answer.trim(), ...extras, conversation: begun?.conversation ?? null, choice };
}

function defaultChoice(userId: string | undefined): AssistantChoice {
  const remembered = readAssistantChoice(userId);
  if (remembered && 'brainId' in remembered) return { kind: 'brain', brainId: remembered.brainId };
  if (remembered && isSelectableModel(remembered.model))
    return { kind: 'grok', modelId: remembered.model };
  return { kind: 'grok', modelId: DEFAULT_MODEL };
}

/** The select → model → result flow of one Send-to-AI popover. */
export function useSendToAiFlow(
  initialText: string,
  context: string,
  data = '',
  chartIds: readonly string[] = [],
) {
  const userId = useAppSelector(selectSessionUser)?.id;
  const [step, setStep] = useState<Step>('select');
  const [text, setText] = useState(initialText);
  const [instruction, setInstruction] = useState('');
  // The assistant this user chose last anywhere in the app, else Grok's default model: Send is
  // ready at once, and the choice can still be changed.
  const [choice, setChoice] = useState<AssistantChoice | null>(() => defaultChoice(userId));
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<FlowResult | null>(null);
  const [error, setError] = useState<{ message: string; detail: string | null } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const send = useCallback(async () => {
    if (!canSend(text, choice) || sending || !choice) return;
    const abort = new AbortController();
    controller.current = abort;
    setStep('result');
    setSending(true);
    setError(null);
    setResult(null);
    recordFeatureUse(userId, 'send_to_ai_query');
    const question = questionParts(text, instruction, context, data);
    try {
      const title = threadTitle(text, instruction);
      setResult(await askAssistant(choice, question, title, chartIds, abort.signal));
    } catch (cause) {
      if (abort.signal.aborted) return;
      setError(
        cause instanceof FlowError
          ? { message: cause.message, detail: cause.detail }
          : { message: FAILED_XAI, detail: null },
      );
    } finally {
      if (!abort.signal.aborted) setSending(false);
    }
  }, [chartIds, choice, context, data, instruction, sending, text, userId]);

  const backToSelect = useCallback(() => {
    controller.current?.abort();
    setSending(false);
    setError(null);
    setStep('select');
  }, []);

  const newQuery = useCallback(() => {
    setResult(null);
    setError(null);
    setInstruction('');
    setStep('select');
  }, []);

  return {
    step,
    setStep,
    text,
    setText,
    instruction,
    setInstruction,
    choice,
    setChoice,
    sending,
    result,
    error,
    send,
    backToSelect,
    newQuery,
  };
}
