import {
  answerText,
  BRAIN_RESPONSE_FAILED,
  parseSources,
  UNPARSEABLE_RESPONSE,
} from '../model/brain-answer';

describe('answerText', () => {
  it('reads a string, or an object with content or text', () => {
    expect(answerText('Saturn returns every 29.5 years.')).toEqual({
      ok: true,
      text: 'Saturn returns every 29.5 years.',
    });
    expect(answerText({ content: 'From content' })).toEqual({ ok: true, text: 'From content' });
    expect(answerText({ text: 'From text' })).toEqual({ ok: true, text: 'From text' });
  });

  it('cannot parse anything else', () => {
    for (const value of [null, 42, ['a'], {}, { content: 7 }, '', { text: '  ' }]) {
      const result = answerText(value);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toBe(UNPARSEABLE_RESPONSE);
    }
    expect(UNPARSEABLE_RESPONSE).toBe('Unable to parse response. Please try again.');
  });

  it("reports a row the service wrote about its own failure, with the service's words", () => {
    const result = answerText({
      content: 'Sorry, the assistant took too long to answer.',
      error: 'timeout',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe(BRAIN_RESPONSE_FAILED);
      expect(result.error.detail).toBe('Sorry, the assistant took too long to answer.');
    }
  });
});

describe('parseSources', () => {
  it('keeps well-formed sources and drops the rest', () => {
    expect(
      parseSources([
        {
          ref: 1,
          title: 'Houses',
          source: 'Reference notes',
          excerpt: 'The first house…',
          chunk_id: 3,
        },
        { ref: 'two', title: 5 },
        { ref: 2, title: 'Aspects' },
      ]),
    ).toEqual([
      { ref: 1, title: 'Houses', source: 'Reference notes', excerpt: 'The first house…' },
      { ref: 2, title: 'Aspects', source: null, excerpt: '' },
    ]);
    expect(parseSources('nonsense')).toEqual([]);
  });
});
