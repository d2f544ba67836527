import { selectSessionUser, useAppSelector } from '@astro/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordFeatureUse } from '../../../lib/profile-counters';
import {
  API_KEY_REQUIRED,
  DEFAULT_MODEL,
  DEFAULT_TEMPERATURE,
  fetchMessage,
  GrokError,
  needsApiKey,
  streamTurn,
  type ContentPart,
  type Source,
} from '../../grok';
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

const SOURCE_READS = 10;
const SOURCE_READ_INTERVAL_MS = 500;

/** A brain's sources are stored as its answer is finished, which may be just after the stream. */
async function storedSources(answerId: string, signal: AbortSignal): Promise<Source[]> {
  for (let attempt = 0; attempt < SOURCE_READS && !signal.aborted; attempt++) {
    const stored = await fetchMessage(answerId).catch(() => null);
    if (stored && stored.status !== 'streaming') return stored.sources ?? [];
    await new Promise((resolve) => setTimeout(resolve, SOURCE_READ_INTERVAL_MS));
  }
  return [];
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
  const sources = choice.kind === 'brain' && begun ? await storedSources(begun.answer, signal) : [];
  return { text: answer.trim(), sources, conversation: begun?.conversation ?? null, choice };
}

/** The select → model → result flow of one Send-to-AI popover. */
export function useSendToAiFlow(initialText: string, context: string, data = '') {
  const userId = useAppSelector(selectSessionUser)?.id;
  const [step, setStep] = useState<Step>('select');
  const [text, setText] = useState(initialText);
  const [instruction, setInstruction] = useState('');
  const [choice, setChoice] = useState<AssistantChoice | null>(null);
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
      setResult(await askAssistant(choice, question, threadTitle(text, instruction), abort.signal));
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
  }, [choice, context, data, instruction, sending, text, userId]);

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
