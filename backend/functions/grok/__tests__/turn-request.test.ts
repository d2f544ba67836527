import { CONTENT_REQUIRED } from '../chat-request';
import {
  MAX_QUESTION_BYTES,
  parseTurnRequest,
  withBrainModel,
  withModelThatReadsImages,
} from '../turn-request';
import { questionText } from '../turn-setting';

const CONVERSATION = '6f1c1a52-52c4-4f8e-9a53-7c3b0a1e2d11';
const QUESTION = '0b6d3f0e-8f7a-4c1d-b2a4-5e9c8d7f6a10';

describe('parseTurnRequest', () => {
  it('reads a question: content as parts, the parent only when one is named', () => {
    expect(parseTurnRequest({ content: 'Hi', model: 'grok-3-mini', stream: true })).toEqual({
      ok: true,
      turn: {
        kind: 'question',
        conversationId: null,
        parentGiven: false,
        parentId: null,
        question: [{ type: 'text', text: 'Hi' }],
        options: { model: 'grok-3-mini', temperature: 0.7, stream: true },
      },
    });
    const rooted = parseTurnRequest({
      content: 'Hi',
      conversation_id: CONVERSATION,
      parent_id: null,
    });
    expect(rooted).toMatchObject({
      ok: true,
      turn: { conversationId: CONVERSATION, parentGiven: true, parentId: null },
    });
  });

  it('reads a new answer to a stored question, with the chat options', () => {
    expect(
      parseTurnRequest({
        conversation_id: CONVERSATION,
        answer_to: QUESTION,
        model: 'grok-3-mini',
        stream: true,
        temperature: 1.2,
      }),
    ).toEqual({
      ok: true,
      turn: {
        kind: 'answer',
        conversationId: CONVERSATION,
        questionId: QUESTION,
        options: { model: 'grok-3-mini', temperature: 1.2, stream: true },
      },
    });
  });

  it('reads the charts to attach, at most two ids, each once', () => {
    const chart = 'A1B2C3D4-0000-4000-8000-00000000000A';
    expect(
      parseTurnRequest({ content: 'Hi', chart_ids: [chart, chart.toLowerCase()] }),
    ).toMatchObject({ ok: true, turn: { chartIds: [chart.toLowerCase()] } });
    expect(
      parseTurnRequest({ conversation_id: CONVERSATION, answer_to: QUESTION, chart_ids: [] }),
    ).toMatchObject({ ok: true, turn: { chartIds: [] } });
    expect(parseTurnRequest({ content: 'Hi' })).toMatchObject({
      ok: true,
      turn: { chartIds: undefined },
    });
  });

  it.each([
    [{ content: 'Hi', chart_ids: ['nope'] }, /chart_ids must list chart ids/],
    [{ content: 'Hi', chart_ids: 'x' }, /chart_ids must be an array/],
    [{ content: 'Hi', chart_ids: [CONVERSATION, QUESTION, CONVERSATION] }, /at most 2/],
    [{ conversation_id: CONVERSATION, answer_to: 'nope' }, /answer_to must be a message/],
    [{ conversation_id: CONVERSATION, answer_to: 7 }, /answer_to must be a message/],
    [{ conversation_id: CONVERSATION, answer_to: QUESTION, content: 'x' }, /not both/],
    [{ conversation_id: CONVERSATION, answer_to: QUESTION, content: '' }, /not both/],
    [{ conversation_id: CONVERSATION, answer_to: QUESTION, parent_id: null }, /no parent_id/],
    [{ answer_to: QUESTION }, /needs the conversation_id/],
    [{ conversation_id: CONVERSATION, answer_to: QUESTION, stream: false }, /always streamed/],
    [{ conversation_id: CONVERSATION, answer_to: QUESTION, model: 'gpt-4' }, /not supported/],
    [{ conversation_id: CONVERSATION, answer_to: QUESTION, temperature: 3 }, /temperature/],
  ])('refuses a malformed new answer: %j', (body, message) => {
    const result = parseTurnRequest(body);
    expect(result).toMatchObject({ ok: false, status: 400, code: 'invalid_request' });
    expect(!result.ok && result.message).toMatch(message);
  });

  it.each([
    [{ content: '' }, CONTENT_REQUIRED],
    [{}, CONTENT_REQUIRED],
    [
      { content: 'x', conversation_id: 'nope' },
      'conversation_id must be a message or conversation id (a UUID)',
    ],
    [{ content: 'x', parent_id: QUESTION }, 'parent_id needs the conversation_id it belongs to'],
  ])('refuses a malformed question: %j', (body, message) => {
    expect(parseTurnRequest(body)).toEqual({
      ok: false,
      status: 400,
      code: 'invalid_request',
      message,
    });
  });

  it('refuses a question too large to store with 413', () => {
    expect(parseTurnRequest({ content: 'x'.repeat(MAX_QUESTION_BYTES) })).toMatchObject({
      ok: false,
      status: 413,
      code: 'content_too_large',
    });
  });
});

describe('withModelThatReadsImages', () => {
  const image = { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } };
  const turnOf = (body: Record<string, unknown>) => {
    const parsed = parseTurnRequest(body);
    if (!parsed.ok) throw new Error(parsed.message);
    return withModelThatReadsImages(parsed.turn);
  };

  it('sends a question with an image to a vision model when the chosen one reads only text', () => {
    const content = [{ type: 'text', text: 'What is this?' }, image];
    expect(turnOf({ content }).options.model).toBe('grok-2-vision-latest');
    expect(turnOf({ content, model: 'grok-3-mini' }).options.model).toBe('grok-2-vision-latest');
  });

  it('keeps a chosen vision model, and any model for text alone', () => {
    const content = [{ type: 'text', text: 'What is this?' }, image];
    expect(turnOf({ content, model: 'grok-3-vision' }).options.model).toBe('grok-3-vision');
    expect(turnOf({ content: 'Hi', model: 'grok-3-mini' }).options.model).toBe('grok-3-mini');
  });
});

describe('a turn with a brain', () => {
  const parse = (body: Record<string, unknown>) => {
    const parsed = parseTurnRequest(body);
    if (!parsed.ok) throw new Error(parsed.message);
    return parsed.turn;
  };
  const id = '8a1f0c52-6b1e-4c3f-9d2a-0e5b7c1d2f31';

  it('names its brain on questions and new answers alike', () => {
    expect(parse({ content: 'Hi', brain_id: 'tarot-companion' }).brainId).toBe('tarot-companion');
    expect(parse({ conversation_id: id, answer_to: id, brain_id: 'tarot-companion' }).brainId).toBe(
      'tarot-companion',
    );
    expect(parse({ content: 'Hi' }).brainId).toBeUndefined();
    expect(parse({ content: 'Hi', brain_id: null }).brainId).toBeUndefined();
  });

  it('refuses a brain id that is not one', () => {
    for (const brain_id of ['Tarot', 'a b', '-x', 'x'.repeat(65), 7]) {
      expect(parseTurnRequest({ content: 'Hi', brain_id })).toMatchObject({ ok: false });
    }
  });

  it("is answered by the brains' model, and by a vision model when it carries an image", () => {
    expect(
      withBrainModel(parse({ content: 'Hi', brain_id: 'x' }), 'grok-3-fast').options.model,
    ).toBe('grok-3-fast');
    expect(
      withBrainModel(parse({ content: 'Hi', model: 'grok-3' }), 'grok-3-fast').options.model,
    ).toBe('grok-3');
    const image = { type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } };
    const turn = parse({
      content: [{ type: 'text', text: 'What is this?' }, image],
      brain_id: 'x',
    });
    expect(withModelThatReadsImages(withBrainModel(turn, 'grok-3-mini')).options.model).toBe(
      'grok-2-vision-latest',
    );
  });

  it("searches the brain's knowledge with the words of the question being answered", () => {
    const history = [
      { role: 'user', content: [{ type: 'text' as const, text: 'First' }] },
      { role: 'assistant', content: [{ type: 'text' as const, text: 'Answer' }] },
      {
        role: 'user',
        content: [
          { type: 'text' as const, text: 'What is a ' },
          { type: 'image_url' as const, image_url: { url: 'data:,' } },
          { type: 'text' as const, text: 'Davison chart?' },
        ],
      },
    ];
    expect(questionText(history)).toBe('What is a \nDavison chart?');
    expect(questionText([])).toBe('');
  });
});

describe('the title of a new conversation', () => {
  it('takes the words given, on one line, and else none (the question titles it)', () => {
    const titled = parseTurnRequest({ content: 'Explain…', title: '  “Venus in\nTaurus”  ' });
    expect(titled.ok && titled.turn.kind === 'question' && titled.turn.title).toBe(
      '“Venus in Taurus”',
    );
    const blank = parseTurnRequest({ content: 'Hi', title: '   ' });
    expect(blank.ok && blank.turn.kind === 'question' && blank.turn.title).toBeUndefined();
    const long = parseTurnRequest({ content: 'Hi', title: 'word '.repeat(40) });
    expect(long.ok && long.turn.kind === 'question' && long.turn.title).toHaveLength(80);
  });

  it('refuses a title that is not a string', () => {
    expect(parseTurnRequest({ content: 'Hi', title: 42 })).toMatchObject({
      ok: false,
      status: 400,
      message: 'title must be a string',
    });
  });
});
