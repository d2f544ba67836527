import type { SupabaseClient } from '@supabase/supabase-js';
import { setEnvConfig } from '../../config/env-config';
import { setSupabase } from '../../supabase/client';
import {
  callFunction,
  FunctionError,
  functionErrorFrom,
  NotSignedInError,
  postFunction,
  USER_KEY_HEADER,
} from '../call-function';
import { FUNCTION_ERROR_CODES } from '../error-codes';
import { generateImage } from '../generate-image';
import { API_KEY_STORAGE_KEY, storeApiKey } from '../provider-key-storage';

let token: string | null = 'user-token';
setSupabase({
  auth: { getSession: async () => ({ data: { session: token ? { access_token: token } : null } }) },
} as unknown as SupabaseClient);
setEnvConfig({
  appVersion: '2.2.5',
  supabaseUrl: 'https://project.example',
  supabaseAnonKey: 'anon',
  supportEmail: 'support@example.com',
  remotes: {
    chat: { entry: 'x' },
    charts: { entry: 'x' },
    learning: { entry: 'x' },
    admin: { entry: 'x' },
  },
  healthUrls: { main: 'x', chat: 'x' },
  googleMapsKey: null,
});

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
beforeEach(() => {
  token = 'user-token';
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
const sentHeaders = () => fetchMock.mock.calls[0]![1].headers as Record<string, string>;

describe('callFunction', () => {
  it('calls the function as the signed-in user with the anon key', async () => {
    answer(200, { ok: true });
    await callFunction('/health');
    expect(fetchMock.mock.calls[0]![0]).toBe('https://project.example/functions/v1/health');
    expect(fetchMock.mock.calls[0]![1].method).toBe('GET');
    expect(sentHeaders()).toEqual({
      Authorization: 'Bearer user-token',
      apikey: 'anon',
      Accept: 'application/json',
    });
  });

  it('sends the provider key the user stored in this browser, and only then', async () => {
    storeApiKey('  xai-user-key  ');
    expect(JSON.parse(localStorage.getItem(API_KEY_STORAGE_KEY)!)).toEqual({ key: 'xai-user-key' });
    answer(200, {});
    await callFunction('grok/models', { body: { a: 1 } });
    expect(sentHeaders()[USER_KEY_HEADER]).toBe('xai-user-key');
    expect(sentHeaders()['Content-Type']).toBe('application/json');
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', body: '{"a":1}' });

    localStorage.setItem(API_KEY_STORAGE_KEY, 'not json');
    answer(200, {});
    await callFunction('grok/models');
    expect(fetchMock.mock.calls[1]![1].headers).not.toHaveProperty(USER_KEY_HEADER);
  });

  it('refuses without a session', async () => {
    token = null;
    await expect(callFunction('health')).rejects.toBeInstanceOf(NotSignedInError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('postFunction', () => {
  it('returns the JSON answer', async () => {
    answer(200, { mail: { status: 'sent' } });
    await expect(postFunction('contact-reply', { message_id: '1' })).resolves.toEqual({
      mail: { status: 'sent' },
    });
  });

  it('turns the functions’ {code, message} into a typed error', async () => {
    answer(429, { code: 'rate_limited', message: 'Too many requests. Try again in a minute.' });
    const error = (await postFunction('grok/chat/completions', {}).catch(
      (e: unknown) => e,
    )) as FunctionError;
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests. Try again in a minute.',
    });
  });

  it('keeps an unknown code out of the typed field, and quotes a body that is not JSON', async () => {
    answer(400, { code: 'Client specified an invalid argument', message: 'bad image' });
    await expect(postFunction('x', {})).rejects.toMatchObject({ code: null, message: 'bad image' });
    answer(502, 'Bad Gateway');
    await expect(postFunction('x', {})).rejects.toMatchObject({
      status: 502,
      code: null,
      message: 'Bad Gateway',
      body: 'Bad Gateway',
    });
  });

  it('answers not_authenticated without a session', async () => {
    token = null;
    await expect(postFunction('contact-reply', {})).rejects.toMatchObject({
      status: 401,
      code: 'not_authenticated',
    });
  });
});

describe('functionErrorFrom', () => {
  it('reads the error data of a streamed answer', () => {
    expect(functionErrorFrom({ code: 'provider_timeout', message: 'slow' }, 200)).toMatchObject({
      code: 'provider_timeout',
      message: 'slow',
    });
    expect(functionErrorFrom({ nope: true }, 500)).toBeNull();
  });

  it('has each catalogue code once', () => {
    expect(new Set(FUNCTION_ERROR_CODES).size).toBe(FUNCTION_ERROR_CODES.length);
  });
});

describe('generateImage', () => {
  it('resolves to the first image URL', async () => {
    answer(200, { data: [{ url: 'https://img.example/1.png' }] });
    await expect(generateImage('grok-3-vision', ' a cat ')).resolves.toBe(
      'https://img.example/1.png',
    );
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({
      model: 'grok-3-vision',
      prompt: 'a cat',
      n: 1,
      response_format: 'url',
    });
  });

  it('words failures as product §8 says', async () => {
    answer(502, { code: 'image_generation_failed', message: 'Image generation failed: quota' });
    await expect(generateImage('grok-3-vision', 'cat')).rejects.toMatchObject({
      message: 'Image generation failed: quota',
    });
    answer(400, { code: 'invalid_request', message: 'prompt too long' });
    await expect(generateImage('grok-3-vision', 'cat')).rejects.toMatchObject({
      message: 'Image generation failed: prompt too long',
    });
    answer(401, { code: 'api_key_required', message: 'Set a key' });
    await expect(generateImage('grok-3-vision', 'cat')).rejects.toMatchObject({
      message: 'API Key Required - Please set your xAI API key in settings',
      code: 'api_key_required',
    });
    answer(200, { data: [] });
    await expect(generateImage('grok-3-vision', 'cat')).rejects.toMatchObject({
      message: 'Image generation failed. Please check your model and prompt.',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(generateImage('grok-3-vision', 'cat')).rejects.toMatchObject({
      message: 'Image generation failed. Please check your model and prompt.',
    });
  });

  it('refuses a model that cannot make images without calling the server', async () => {
    await expect(generateImage('grok-3', 'cat')).rejects.toMatchObject({
      message: expect.stringContaining('not supported for image generation'),
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
