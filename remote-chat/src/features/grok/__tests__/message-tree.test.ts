import type { ChatMessage } from '../model/chat-messages';
import { choose, siblingPosition, upsertMessages, visibleBranch } from '../model/message-tree';

let clock = 0;
const message = (id: string, parentId: string | null, role: ChatMessage['role']): ChatMessage => ({
  id,
  parentId,
  role,
  content: [{ type: 'text', text: id }],
  status: 'complete',
  createdAt: new Date(Date.UTC(2026, 10, 24, 10, 0, clock++)).toISOString(),
});

// q1 → a1, then a regenerated a1b; under a1: q2 → a2, and an edited q2b → a2b.
const q1 = message('q1', null, 'user');
const a1 = message('a1', 'q1', 'assistant');
const q2 = message('q2', 'a1', 'user');
const a2 = message('a2', 'q2', 'assistant');
const a1b = message('a1b', 'q1', 'assistant');
const q2b = message('q2b', 'a1', 'user');
const a2b = message('a2b', 'q2b', 'assistant');
const all = [a2b, q1, a1, q2, a2, a1b, q2b];
const ids = (list: ChatMessage[]) => list.map((m) => m.id);

describe('message tree', () => {
  it('shows the newest version under each message unless another was chosen', () => {
    expect(ids(visibleBranch(all, {}))).toEqual(['q1', 'a1b']);
    const older = choose({}, all, 'a1');
    expect(ids(visibleBranch(all, older))).toEqual(['q1', 'a1', 'q2b', 'a2b']);
    expect(ids(visibleBranch(all, choose(older, all, 'q2')))).toEqual(['q1', 'a1', 'q2', 'a2']);
  });

  it('numbers the versions of a message, oldest first', () => {
    expect(siblingPosition(all, a1)).toEqual({ index: 0, count: 2, previous: null, next: 'a1b' });
    expect(siblingPosition(all, q2b)).toEqual({ index: 1, count: 2, previous: 'q2', next: null });
    expect(siblingPosition(all, q1)).toEqual({ index: 0, count: 1, previous: null, next: null });
  });

  it('replaces a message by id and adds new ones', () => {
    const streamed = { ...a2, content: [{ type: 'text' as const, text: 'longer' }] };
    const merged = upsertMessages([q1, a1, q2, a2], [streamed, a1b]);
    expect(merged).toHaveLength(5);
    expect(merged.find((m) => m.id === 'a2')?.content).toEqual(streamed.content);
  });

  it('ends the branch at an empty conversation, and never loops', () => {
    expect(visibleBranch([], {})).toEqual([]);
    const loop = [message('x', 'y', 'user'), message('y', 'x', 'assistant')];
    expect(visibleBranch(loop, {})).toEqual([]);
  });
});

describe('copies of a row arriving out of order', () => {
  const streaming: ChatMessage = {
    ...message('s1', 'q1', 'assistant'),
    status: 'streaming',
    updatedAt: '2026-11-24T10:00:01.000Z',
  };
  const finished: ChatMessage = {
    ...streaming,
    status: 'complete',
    updatedAt: '2026-11-24T10:00:02.000Z',
  };

  it('keeps a finished answer finished when an earlier streaming copy lands after it', () => {
    expect(upsertMessages([finished], [streaming])).toEqual([finished]);
    expect(upsertMessages([streaming], [finished])).toEqual([finished]);
  });

  it('keeps the later of two streaming copies', () => {
    const later = { ...streaming, updatedAt: '2026-11-24T10:00:03.000Z' };
    expect(upsertMessages([later], [streaming])).toEqual([later]);
  });
});

describe('a streaming answer only grows', () => {
  it('keeps the longer text when an older stored copy lands after the stream has shown more', () => {
    const base = message('g1', 'q1', 'assistant');
    const shown: ChatMessage = {
      ...base,
      status: 'streaming',
      content: [{ type: 'text', text: 'The stars are a mirror' }],
      updatedAt: '2026-11-24T10:00:01.000Z',
    };
    const stale: ChatMessage = {
      ...base,
      status: 'streaming',
      content: [{ type: 'text', text: 'The stars' }],
      updatedAt: '2026-11-24T10:00:02.000Z',
    };
    expect(upsertMessages([shown], [stale])).toEqual([shown]);
  });

  it("keeps an answer's claim checks when a copy read before they were stored arrives", () => {
    const claimChecks = { version: 1 as const, checked: 0, wrong: 0, claims: [] };
    const checked = { ...a1, updatedAt: '2026-11-24T10:00:05Z', claimChecks };
    const readBefore = { ...a1, updatedAt: '2026-11-24T10:00:05Z' };
    expect(upsertMessages([checked], [readBefore])).toEqual([checked]);
    expect(upsertMessages([readBefore], [checked])).toEqual([checked]);
  });
});
