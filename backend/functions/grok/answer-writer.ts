import type { ClaimChecks } from '@astro/astrology';
import type { ProviderUsage } from '../_shared/ai-usage';
import type { DataApi } from '../_shared/data-api';
import { logError } from '../_shared/log';
import type { SseAnswerCollector } from '../_shared/sse-answer-collector';

/** How often a streaming answer is written while it grows. */
export const ANSWER_FLUSH_MS = 300;
/** How often a silent stream asks whether a stop was requested (from another instance). */
const STOP_CHECK_MS = 1_000;
/**
 * How long a silent stream (a provider thinking before its first token, or pausing) leaves its
 * row unwritten: the row is then touched, so that its updated_at tells the sweep of abandoned
 * answers (answer-sweep.ts) that somebody still writes it.
 */
export const ANSWER_HEARTBEAT_MS = 10_000;
const FINAL_WRITE_TRIES = 4;
/** What is kept of an answer (the table bounds content and reasoning; an answer is far less). */
export const MAX_ANSWER_CHARS = 500_000;
export const MAX_REASONING_CHARS = 200_000;

export type FinalStatus = 'complete' | 'stopped' | 'failed';

interface StopProbe {
  status: string;
  stop_requested_at: string | null;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * Stores an assistant answer while it streams: at most one write in flight, one every
 * ANSWER_FLUSH_MS while the answer grows, one every ANSWER_HEARTBEAT_MS while it is silent, and
 * a final one with the state. Nothing here is awaited by the relay. Each write also tells whether
 * a stop was requested for the row, which is how a stop reaches the instance streaming the answer
 * when it was asked of another one; a row no longer streaming (stopped, or failed by the sweep)
 * ends the answer too.
 */
export class AnswerWriter {
  private timer: ReturnType<typeof setInterval> | undefined;
  private inFlight: Promise<void> | undefined;
  private writtenVersion = 0;
  /** When the row was last written (its updated_at). */
  private lastWriteAt = Date.now();
  /** When the row was last read or written, which tells whether a stop was requested. */
  private lastProbeAt = Date.now();
  private finished = false;

  constructor(
    private readonly api: DataApi,
    private readonly messageId: string,
    private readonly answer: SseAnswerCollector,
    private readonly onStopRequested: () => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.tick(), ANSWER_FLUSH_MS);
  }

  private tick(): void {
    if (this.finished || this.inFlight) return;
    const now = Date.now();
    const grew = this.answer.version !== this.writtenVersion;
    if (!grew && now - this.lastProbeAt < STOP_CHECK_MS) return;
    const work = grew
      ? this.writeProgress()
      : now - this.lastWriteAt >= ANSWER_HEARTBEAT_MS
        ? this.touch()
        : this.checkStop();
    this.inFlight = work
      .catch((error: unknown) => logError(`storing a streaming answer failed: ${String(error)}`))
      .finally(() => {
        this.inFlight = undefined;
      });
  }

  private fields(): Record<string, unknown> {
    return {
      content: this.answer.content
        ? [{ type: 'text', text: this.answer.content.slice(0, MAX_ANSWER_CHARS) }]
        : [],
      reasoning: this.answer.reasoning.slice(0, MAX_REASONING_CHARS) || null,
    };
  }

  private async writeProgress(): Promise<void> {
    const version = this.answer.version;
    const result = await this.api.update<StopProbe>(
      'grok_messages',
      `id=eq.${this.messageId}&status=eq.streaming`,
      this.fields(),
      'status,stop_requested_at',
    );
    this.lastProbeAt = Date.now();
    if (!result.ok) return;
    this.lastWriteAt = this.lastProbeAt;
    this.writtenVersion = version;
    this.noticeStop(result.data);
  }

  /** Writes nothing new: the table's trigger sets updated_at. */
  private async touch(): Promise<void> {
    const result = await this.api.update<StopProbe>(
      'grok_messages',
      `id=eq.${this.messageId}&status=eq.streaming`,
      { status: 'streaming' },
      'status,stop_requested_at',
    );
    this.lastProbeAt = Date.now();
    if (!result.ok) return;
    this.lastWriteAt = this.lastProbeAt;
    this.noticeStop(result.data);
  }

  private async checkStop(): Promise<void> {
    const result = await this.api.select<StopProbe>(
      `grok_messages?id=eq.${this.messageId}&select=status,stop_requested_at`,
    );
    this.lastProbeAt = Date.now();
    if (result.ok) this.noticeStop(result.data);
  }

  private noticeStop(rows: StopProbe[]): void {
    const row = rows[0];
    // A row gone (its conversation deleted) or no longer streaming has nobody left to write for.
    if (!row || row.status !== 'streaming' || row.stop_requested_at) this.onStopRequested();
  }

  /**
   * Writes the final state (retrying briefly), after any write still in flight, with the checks
   * of the answer's claims against the attached charts (null without charts).
   */
  async finish(
    status: FinalStatus,
    usage: ProviderUsage | undefined,
    error?: string,
    extras: { claimChecks?: ClaimChecks | null; sources?: unknown[] | null } = {},
  ): Promise<void> {
    this.finished = true;
    clearInterval(this.timer);
    await this.inFlight;
    const patch = {
      ...this.fields(),
      status,
      usage: usage ?? null,
      error: error ? error.slice(0, 2000) : null,
      claim_checks: extras.claimChecks ?? null,
      sources: extras.sources ?? null,
    };
    for (let attempt = 1; ; attempt++) {
      const result = await this.api.update(
        'grok_messages',
        `id=eq.${this.messageId}&status=eq.streaming`,
        patch,
      );
      if (result.ok) return;
      if (result.status >= 400 && result.status < 500) {
        // The answer itself was refused: keep at least its state, so it does not look alive.
        logError(`storing the final answer ${this.messageId} failed: ${result.message}`);
        await this.api.update('grok_messages', `id=eq.${this.messageId}&status=eq.streaming`, {
          status: 'failed',
          error: 'The answer could not be stored',
        });
        return;
      }
      if (attempt >= FINAL_WRITE_TRIES) {
        logError(`storing the final answer ${this.messageId} failed: ${result.message}`);
        return;
      }
      await sleep(250 * attempt);
    }
  }
}
