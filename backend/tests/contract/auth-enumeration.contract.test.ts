import { latestMail, stack, uniqueEmail, withDatabase } from './support/clients';
import {
  authFrom,
  confirmedAccountFrom,
  loopbackAddresses,
  type LoopbackAnswer,
} from './support/loopback-client';

const from = loopbackAddresses(42);
const PAIRS = 20;
/** Requests in one timed round: the pairs and two warm-up pairs. */
const ROUND = PAIRS + 2;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A password sign-in waits for the work earlier requests left for that address. */
const settle = (email: string) =>
  authFrom(from(), '/token?grant_type=password', {
    body: { email, password: 'settle-the-queue-1' },
  });

const mailsTo = async (email: string) =>
  (await (await fetch(`${stack.url}/_dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
    subject: string;
  }[];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Times requests for known and unknown addresses in pairs, alternating which goes first and
 * pausing so that what one leaves for after its answer never overlaps the next. Timing on a
 * shared machine is noisy, so the verdict is tolerant but two-sided: the medians are within
 * 2 ms + 35 %, and neither kind is the slower one in a clear majority of pairs (a sign test:
 * with no real difference, 17 of 20 or more happens about 3 times in 1000).
 */
async function timeOneRound(
  known: (i: number) => Promise<LoopbackAnswer>,
  unknown: (i: number) => Promise<LoopbackAnswer>,
) {
  const pairs: { known: number; unknown: number }[] = [];
  // Two unrecorded rounds first: connections and code paths warm up.
  for (let i = -2; i < PAIRS; i++) {
    const index = i + 2;
    const order = index % 2 === 0 ? [known, unknown] : [unknown, known];
    const first = await order[0]!(index);
    await pause(60);
    const second = await order[1]!(index);
    await pause(60);
    expect([first.status, second.status]).toEqual([200, 200]);
    if (i < 0) continue;
    pairs.push(
      index % 2 === 0
        ? { known: first.ms, unknown: second.ms }
        : { known: second.ms, unknown: first.ms },
    );
  }
  const knownMedian = median(pairs.map((p) => p.known));
  const unknownMedian = median(pairs.map((p) => p.unknown));
  const unknownSlowerIn = pairs.filter((p) => p.unknown > p.known).length;
  const closeMedians =
    Math.abs(knownMedian - unknownMedian) <= 2 + 0.35 * Math.min(knownMedian, unknownMedian);
  const noClearWinner = unknownSlowerIn > 3 && unknownSlowerIn < 17;
  return {
    indistinguishable: closeMedians && noClearWinner,
    knownMedian,
    unknownMedian,
    unknownSlowerIn,
  };
}

/**
 * A burst of load from elsewhere on the machine can tip one round of 20 pairs; a real difference
 * (work done only for one kind of address) tips every round. So a second round is timed when the
 * first is not clean, and the verdict is the better of the two, shown whole when both fail.
 */
async function compareTimings(
  known: (i: number) => Promise<LoopbackAnswer>,
  unknown: (i: number) => Promise<LoopbackAnswer>,
) {
  const rounds = [await timeOneRound(known, unknown)];
  // The second round asks about other known addresses: the first round's were just mailed, and
  // mailing one again this soon would be refused (429) by the per-address limit.
  if (!rounds[0]!.indistinguishable)
    rounds.push(await timeOneRound((i) => known(i + ROUND), unknown));
  return rounds.some((round) => round.indistinguishable) ? 'indistinguishable' : rounds;
}

describe('answers that do not tell whether an account exists', () => {
  it('POST /otp with create_user false answers the same for unknown and known addresses', async () => {
    const known = await confirmedAccountFrom(from, 'otp-known');
    const ghost = uniqueEmail('otp-ghost');
    const answers = await Promise.all(
      [known.email, ghost].map((email) =>
        authFrom(from(), '/otp', { body: { email, create_user: false } }),
      ),
    );
    for (const answer of answers) expect([answer.status, answer.body]).toEqual([200, {}]);

    // Only the account holder is mailed, and no account is made for the unknown address.
    expect((await latestMail(known.email, known.lastMailId)).subject).toBe('Your sign-in link');
    await settle(ghost);
    expect(await mailsTo(ghost)).toEqual([]);
    const accounts = await withDatabase(
      async (db) =>
        (await db.query('select 1 from auth.users where lower(email) = $1', [ghost])).rowCount,
    );
    expect(accounts).toBe(0);
  });

  describe('timing', () => {
    let registered: string[] = [];

    beforeAll(async () => {
      registered = [];
      // Enough for two rounds, each with addresses of its own.
      for (let i = 0; i < 2 * ROUND; i++)
        registered.push((await confirmedAccountFrom(from, 'timing', { via: 'otp' })).email);
    }, 120_000);

    it('sign-up takes as long for a registered address as for a new one', async () => {
      const signUp = (email: string) =>
        authFrom(from(), '/signup', { body: { email, password: 'correct-horse-battery' } });
      const verdict = await compareTimings(
        (i) => signUp(registered[i]!),
        () => signUp(uniqueEmail('timing-new')),
      );
      expect(verdict).toBe('indistinguishable');
    }, 120_000);

    it('recovery takes as long for a known address as for an unknown one', async () => {
      const recover = (email: string) => authFrom(from(), '/recover', { body: { email } });
      const verdict = await compareTimings(
        (i) => recover(registered[i]!),
        () => recover(uniqueEmail('timing-ghost')),
      );
      expect(verdict).toBe('indistinguishable');
    }, 120_000);
  });
});
