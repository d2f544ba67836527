import { selectSessionUser, useAppSelector } from '@astro/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { recordFeatureUse } from '../../../lib/profile-counters';
import {
  AUTH_REQUIRED,
  BRAIN_RESPONSE_FAILED,
  BrainChatError,
  createBrainChat,
  INIT_CHAT_FAILED,
  askBrain,
  waitForAnswer,
  type Source,
} from '../../brain-chat';
import {
  API_KEY_REQUIRED,
  DEFAULT_TEMPERATURE,
  GrokError,
  needsApiKey,
  streamTurn,
} from '../../grok';
import {
  canSend,
  composeQuestion,
  threadTitle,
  FAILED_XAI,
  type AssistantChoice,
} from '../model/send-to-ai-request';

export type Step = 'select' | 'model' | 'result';

export interface FlowResult {
  text: string;
  sources: Source[];
  /** The saved Grok conversation or the brain chat, for SuperChat to continue. */
  conversation: string | null;
  choice: AssistantChoice;
}

/** product §8 for Send-to-AI with Grok: the key sentence, else the error's own message, else a general one. */
function grokFailure(error: unknown): string {
  if (needsApiKey(error)) return API_KEY_REQUIRED;
  if (error instanceof GrokError && error.message && error.code !== 'not_authenticated')
    return error.message;
  if (error instanceof GrokError && error.code === 'not_authenticated') return AUTH_REQUIRED;
  return FAILED_XAI;
}

/**
 * Asks as a new Grok conversation, which the server stores as it answers: SuperChat and Threads
 * can continue it, and closing the popover does not lose the answer.
 */
async function askGrok(
  modelId: string,
  question: string,
  title: string,
  signal: AbortSignal,
): Promise<FlowResult> {
  let answer = '';
  let conversation: string | null = null;
  try {
    await streamTurn(
      {
        model: modelId,
        temperature: DEFAULT_TEMPERATURE,
        conversationId: null,
        parentId: null,
        content: [{ type: 'text', text: question }],
        title,
      },
      {
        onBegin: (ids) => (conversation = ids.conversationId),
        onContent: (token) => (answer += token),
        onReasoning: () => {},
      },
      signal,
    );
  } catch (error) {
    throw new Error(grokFailure(error));
  }
  if (!answer.trim()) throw new Error(FAILED_XAI);
  return { text: answer.trim(), sources: [], conversation, choice: { kind: 'grok', modelId } };
}

async function askBrainFlow(
  brainId: string,
  question: string,
  title: string,
  signal: AbortSignal,
): Promise<FlowResult> {
  const chatId = await createBrainChat(brainId, title).catch((error: unknown) => {
    throw error instanceof BrainChatError && error.message === AUTH_REQUIRED
      ? error
      : new BrainChatError(INIT_CHAT_FAILED);
  });
  await askBrain(chatId, brainId, question);
  const turn = await waitForAnswer(chatId, new Set(), signal);
  if (turn.error) throw new BrainChatError(turn.error.message, turn.error.detail);
  return {
    text: turn.text,
    sources: turn.sources,
    conversation: chatId,
    choice: { kind: 'brain', brainId },
  };
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
    const question = composeQuestion(text, instruction, context, data);
    try {
      setResult(
        choice.kind === 'grok'
          ? await askGrok(choice.modelId, question, threadTitle(text, instruction), abort.signal)
          : await askBrainFlow(choice.brainId, question, instruction.trim() || text, abort.signal),
      );
    } catch (cause) {
      if (abort.signal.aborted) return;
      if (cause instanceof BrainChatError)
        setError({ message: cause.message, detail: cause.detail });
      else
        setError({
          message: cause instanceof Error ? cause.message : BRAIN_RESPONSE_FAILED,
          detail: null,
        });
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
