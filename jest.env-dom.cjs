// jsdom, plus the web platform APIs real browsers have and jsdom lacks (fetch, Request, streams,
// encoding). Borrowed from Node, which implements the same standards.
const { TestEnvironment } = require('jest-environment-jsdom');

const BORROWED = [
  'fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'ReadableStream',
  'WritableStream', 'TransformStream', 'TextEncoder', 'TextDecoder', 'TextEncoderStream',
  'TextDecoderStream', 'structuredClone', 'AbortController', 'AbortSignal',
];
// Not MessageChannel: React's scheduler would pick Node's, whose open port keeps Jest from exiting.

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of BORROWED) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = BrowserLikeEnvironment;
