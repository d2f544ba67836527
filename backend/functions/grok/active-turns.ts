export interface ActiveTurn {
  userId: string;
  /** Aborts the provider request; settles once the answer is stored as stopped. */
  stop(): Promise<void>;
}

/** Answers streaming in this instance, by assistant message id: a stop here acts at once. */
export const activeTurns = new Map<string, ActiveTurn>();
