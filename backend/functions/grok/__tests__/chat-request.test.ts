import {
  CONTENT_REQUIRED,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  MESSAGES_REQUIRED,
  ONLY_IMAGES,
  parseChatRequest,
} from '../chat-request';

const user = (content: unknown) => ({ messages: [{ role: 'user', content }] });
const base64Of = (bytes: number) => Buffer.alloc(bytes, 1).toString('base64');

describe('parseChatRequest', () => {
  it('fills in the spec defaults and keeps only known fields', () => {
    const result = parseChatRequest({ ...user('Hi'), extra: 'dropped', stream: true });
    expect(result).toEqual({
      ok: true,
      request: {
        model: 'grok-3-latest',
        messages: [{ role: 'user', content: 'Hi' }],
        temperature: 0.7,
        stream: true,
      },
    });
  });

  it.each([[{}], [{ messages: [] }], [{ messages: {} }]])('requires messages: %j', (body) => {
    expect(parseChatRequest(body)).toEqual({ ok: false, message: MESSAGES_REQUIRED });
  });

  it.each(['', '  ', [], [{ type: 'text', text: '' }], null])('requires content: %j', (content) => {
    expect(parseChatRequest(user(content))).toEqual({ ok: false, message: CONTENT_REQUIRED });
  });

  it('accepts an image of exactly 5 MB and refuses one byte more', () => {
    const at = (bytes: number) =>
      parseChatRequest(
        user([
          { type: 'image_url', image_url: { url: `data:image/png;base64,${base64Of(bytes)}` } },
        ]),
      );
    expect(at(MAX_IMAGE_BYTES).ok).toBe(true);
    expect(at(MAX_IMAGE_BYTES + 1)).toEqual({ ok: false, message: IMAGE_TOO_LARGE });
  });

  it('refuses data URLs that are not images', () => {
    const result = parseChatRequest(
      user([{ type: 'image_url', image_url: { url: 'data:text/html;base64,PGI+' } }]),
    );
    expect(result).toEqual({ ok: false, message: ONLY_IMAGES });
  });

  it('accepts every model of the spec list and nothing else', () => {
    expect(parseChatRequest({ ...user('x'), model: 'grok-2-vision-1212' }).ok).toBe(true);
    const refused = parseChatRequest({ ...user('x'), model: 'grok-4' });
    expect(refused.ok).toBe(false);
  });
});
