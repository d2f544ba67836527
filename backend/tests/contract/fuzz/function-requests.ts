import fc from 'fast-check';
import type { FuzzRequest } from './http-probe';
import {
  asHeaderValue,
  bodyFor,
  credential,
  inUrl,
  junkValue,
  nastyString,
  type Credential,
  type Credentials,
} from './fuzz-values';
import { assemble, envelope, methodFor, oversized } from './request-shape';

const signedIn = (keys: Credentials): Credential => ({
  label: 'user',
  headers: [
    ['apikey', keys.anonKey],
    ['authorization', `Bearer ${keys.userToken}`],
  ],
});

export interface FunctionFuzzContext {
  credentials: Credentials;
  bodyLimit: number;
  /** Brains of the catalogue and a chat the fuzz user opened, so some requests get past lookups. */
  brainIds: string[];
  chatId: string;
  /**
   * The stack has an AI provider (the local fake): aim at grok and brain as a signed-in user, and
   * send users' own provider keys too. Without one, every function gets an even share.
   */
  providerConfigured: boolean;
}

const anyText = fc.oneof(nastyString, junkValue);

/** Usually a valid value, now and then anything: `mutated` breaks one more field on top. */
const mostly = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: anyText });

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const contentPart = fc.oneof(
  fc.record({
    type: fc.constant('text'),
    text: mostly(fc.string({ minLength: 1, maxLength: 40 })),
  }),
  fc.record({
    type: fc.constant('image_url'),
    image_url: mostly(
      fc.record({
        url: fc.oneof(
          fc.constantFrom(
            TINY_PNG,
            'data:image/png;base64,!!!',
            'file:///etc/passwd',
            'http://169.254.169.254/',
          ),
          anyText,
        ),
      }),
    ),
  }),
  junkValue,
);

const message = fc.record({
  role: mostly(fc.constantFrom('user', 'system', 'assistant')),
  content: fc.oneof(
    { arbitrary: fc.string({ minLength: 1, maxLength: 40 }), weight: 4 },
    { arbitrary: fc.array(contentPart, { minLength: 1, maxLength: 3 }), weight: 1 },
    { arbitrary: anyText, weight: 1 },
  ),
});

const chatCompletion = fc.record(
  {
    model: mostly(fc.constantFrom('grok-3-latest', 'grok-3-mini', 'grok-vision-beta')),
    messages: mostly(fc.array(message, { minLength: 1, maxLength: 4 })),
    stream: mostly(fc.boolean()),
    temperature: mostly(fc.double({ min: 0, max: 2, noNaN: true })),
    max_tokens: mostly(fc.integer({ min: 1, max: 4096 })),
    top_p: mostly(fc.double({ min: 0, max: 1, noNaN: true })),
    stop: anyText,
    tools: junkValue,
    reasoning_effort: mostly(fc.constantFrom('low', 'high')),
  },
  { requiredKeys: ['model', 'messages'] },
);

const imageGeneration = fc.record(
  {
    model: mostly(fc.constantFrom('grok-vision-beta', 'grok-3-vision')),
    prompt: mostly(fc.string({ minLength: 1, maxLength: 60 })),
    n: mostly(fc.integer({ min: 1, max: 4 })),
    response_format: mostly(fc.constantFrom('url', 'b64_json')),
    size: anyText,
  },
  { requiredKeys: ['prompt'] },
);

const phoneNumber = fc.oneof(
  fc.integer({ min: 1_000_000, max: 9_999_999 }).map((n) => `+1555${n}`),
  fc.constantFrom('+1', '+0123456789', '555-0100', '+99999999999999999'),
  anyText,
);

/** Requests to /functions/v1/*: every function, its neighbours, and names that are not functions. */
export function functionRequests(ctx: FunctionFuzzContext): fc.Arbitrary<FuzzRequest> {
  const chatId = fc.oneof(fc.constant(ctx.chatId), fc.uuid().map(String), inUrl(nastyString));
  const brainId = fc.oneof(fc.constantFrom(...ctx.brainIds), anyText);
  const route = (
    method: string,
    path: fc.Arbitrary<string>,
    template: fc.Arbitrary<Record<string, unknown>> | null,
  ) =>
    fc.record({
      method: methodFor(method),
      path,
      body: template ? bodyFor(template) : fc.constant(undefined),
    });

  const ai = ctx.providerConfigured ? 4 : 1;
  const routes = fc.oneof(
    route('GET', fc.constantFrom('/health', '/health/', '/brain/health', '/grok/models'), null),
    {
      weight: ai,
      arbitrary: route(
        'POST',
        fc.constant('/brain/chat'),
        fc.record({ name: anyText, brain_id: brainId }, { requiredKeys: [] }),
      ),
    },
    {
      weight: ai,
      arbitrary: route(
        'POST',
        chatId.map((id) => `/brain/chat/${id}/question`),
        fc.record(
          {
            question: fc.oneof(fc.string({ minLength: 1, maxLength: 60 }), anyText),
            image: anyText,
          },
          { requiredKeys: ['question'] },
        ),
      ),
    },
    {
      weight: 2 * ai,
      arbitrary: route('POST', fc.constant('/grok/chat/completions'), chatCompletion),
    },
    {
      weight: ai,
      arbitrary: route('POST', fc.constant('/grok/images/generations'), imageGeneration),
    },
    route('POST', fc.constant('/sms/send'), fc.record({ phone_number: phoneNumber })),
    route(
      'POST',
      fc.constant('/sms/verify'),
      fc.record({
        phone_number: phoneNumber,
        code: fc.oneof(fc.stringMatching(/^[0-9]{6}$/), anyText),
      }),
    ),
    route(
      'POST',
      fc.constant('/contact-reply'),
      fc.record(
        { message_id: fc.oneof(fc.uuid().map(String), anyText), response: anyText },
        { requiredKeys: [] },
      ),
    ),
    route(
      'POST',
      fc.oneof(
        fc.constantFrom(
          '',
          '/',
          '/_shared/http',
          '/%2e%2e/health',
          '/Grok/models',
          '/grok',
          '/grok/',
          '/brain',
          '/sms',
          `/${'a'.repeat(70)}`,
        ),
        inUrl(nastyString).map((v) => `/${v}`),
        inUrl(nastyString).map((v) => `/grok/${v}`),
      ),
      fc.record({ a: anyText }),
    ),
  );

  return fc
    .record({
      route: routes,
      credential: ctx.providerConfigured
        ? fc.oneof(
            { weight: 2, arbitrary: credential(ctx.credentials) },
            { weight: 3, arbitrary: fc.constant(signedIn(ctx.credentials)) },
          )
        : credential(ctx.credentials),
      envelope,
      providerKey: fc.option(
        fc.oneof(
          fc.constant('xai-user-key'),
          nastyString.map((v) => asHeaderValue(v).slice(0, 2000)),
        ),
        {
          nil: undefined,
        },
      ),
      query: fc.array(inUrl(nastyString), { maxLength: 2 }),
      huge: fc.oneof(
        { arbitrary: fc.constant(false), weight: 60 },
        { arbitrary: fc.constant(true), weight: 1 },
      ),
    })
    .map((p) =>
      assemble({
        method: p.route.method,
        path: `/functions/v1${p.route.path}`,
        query: p.query,
        credential: p.credential,
        contentType: p.envelope.contentType,
        headers: [
          ...p.envelope.headers,
          ...(ctx.providerConfigured && p.providerKey !== undefined
            ? ([['x-xai-api-key', p.providerKey]] as [string, string][])
            : []),
        ],
        body: p.huge ? oversized(ctx.bodyLimit) : p.route.body,
        chunked: p.envelope.chunked,
        bodyOnRead: p.envelope.bodyOnRead,
        limit: ctx.bodyLimit,
      }),
    );
}
