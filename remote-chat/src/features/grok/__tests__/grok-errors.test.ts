import {
  API_KEY_REQUIRED,
  GROK_FALLBACK_ERROR,
  grokErrorMessage,
  INVALID_REQUEST_FORMAT,
} from '../model/grok-errors';

describe('grokErrorMessage (product §8)', () => {
  it("turns the provider's invalid-argument code into the image-format sentence", () => {
    expect(
      grokErrorMessage({
        code: 'Client specified an invalid argument',
        error: 'The image could not be decoded.',
      }),
    ).toBe(INVALID_REQUEST_FORMAT);
    expect(INVALID_REQUEST_FORMAT).toBe(
      'Invalid request format. Please try again or use a different image format.',
    );
  });

  it('finds the code inside an OpenAI-style error event too', () => {
    expect(
      grokErrorMessage({ error: { message: 'x', code: 'Client specified an invalid argument' } }),
    ).toBe(INVALID_REQUEST_FORMAT);
  });

  it("otherwise shows the provider's error message", () => {
    expect(
      grokErrorMessage({ code: 'Internal error', error: 'The fake provider failed on purpose.' }),
    ).toBe('The fake provider failed on purpose.');
    expect(
      grokErrorMessage({
        error: { message: 'The AI provider stopped sending for 60 s', code: 'provider_timeout' },
      }),
    ).toBe('The AI provider stopped sending for 60 s');
  });

  it('else the message text', () => {
    expect(
      grokErrorMessage({
        code: 'rate_limited',
        message: 'Too many AI requests. Try again in 12 s.',
      }),
    ).toBe('Too many AI requests. Try again in 12 s.');
    expect(grokErrorMessage(null, new Error('Something specific'))).toBe('Something specific');
  });

  it('else the general sentence, also for a network failure', () => {
    expect(grokErrorMessage(null)).toBe(GROK_FALLBACK_ERROR);
    expect(grokErrorMessage({}, new TypeError('Failed to fetch'))).toBe(
      'Failed to communicate with Grok. Please try again.',
    );
    expect(grokErrorMessage({ error: '   ' })).toBe(GROK_FALLBACK_ERROR);
  });

  it('asks for a key when the server has none', () => {
    expect(grokErrorMessage({ code: 'api_key_required', message: 'API Key Required - …' })).toBe(
      API_KEY_REQUIRED,
    );
  });
});
