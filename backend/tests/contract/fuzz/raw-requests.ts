import fc from 'fast-check';
import type { FamilyReport } from './fuzz-runner';
import { sourceAddress } from './fuzz-settings';
import { invalidUtf8 } from './fuzz-values';
import { sendRaw } from './http-probe';

/** Bytes for a socket: HTTP that node:http would refuse to send, with a label for the report. */
export interface RawRequest {
  label: string;
  bytes: Buffer;
}

const TARGETS = [
  '/rest/v1/contact_messages',
  '/rest/v1/charts?name=eq.x',
  '/auth/v1/signup',
  '/auth/v1/token?grant_type=password',
  '/functions/v1/health',
  '/functions/v1/grok/chat/completions',
  '/storage/v1/object/avatars/x.png',
  '/realtime/v1/websocket?vsn=2.0.0',
  '/',
  '/env-config.json',
  '/remotes/chat/remoteEntry.js',
];

const FRAMINGS = [
  'none',
  'length-too-big',
  'length-too-small',
  'length-negative',
  'length-garbage',
  'length-twice',
  'length-and-chunked',
  'chunk-size-garbage',
  'chunk-size-huge',
  'chunk-no-end',
  'chunk-extension-flood',
  'encoding-unknown',
] as const;

const body = '{"email":"a@b.co","password":"correct-horse-battery-staple"}';

function framed(framing: (typeof FRAMINGS)[number]): { headers: string[]; payload: string } {
  switch (framing) {
    case 'none':
      return { headers: [`Content-Length: ${body.length}`], payload: body };
    case 'length-too-big':
      return { headers: ['Content-Length: 100000'], payload: body };
    case 'length-too-small':
      return { headers: ['Content-Length: 5'], payload: `${body}GARBAGE / HTTP/1.1\r\n\r\n` };
    case 'length-negative':
      return { headers: ['Content-Length: -1'], payload: body };
    case 'length-garbage':
      return { headers: ['Content-Length: 12abc'], payload: body };
    case 'length-twice':
      return { headers: [`Content-Length: ${body.length}`, 'Content-Length: 3'], payload: body };
    case 'length-and-chunked':
      return {
        headers: [`Content-Length: ${body.length}`, 'Transfer-Encoding: chunked'],
        payload: `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
      };
    case 'chunk-size-garbage':
      return { headers: ['Transfer-Encoding: chunked'], payload: `zz\r\n${body}\r\n0\r\n\r\n` };
    case 'chunk-size-huge':
      return {
        headers: ['Transfer-Encoding: chunked'],
        payload: `ffffffffffffffff\r\n${body}\r\n`,
      };
    case 'chunk-no-end':
      return {
        headers: ['Transfer-Encoding: chunked'],
        payload: `${body.length.toString(16)}\r\n${body}\r\n`,
      };
    case 'chunk-extension-flood':
      return {
        headers: ['Transfer-Encoding: chunked'],
        payload: `${body.length.toString(16)};${'x=y;'.repeat(5000)}\r\n${body}\r\n0\r\n\r\n`,
      };
    case 'encoding-unknown':
      return { headers: ['Transfer-Encoding: gzip, chunked'], payload: `0\r\n\r\n` };
  }
}

const HEADER_TRICKS = [
  'ok',
  'no-colon',
  'space-before-colon',
  'folded',
  'nul-in-value',
  'bytes-in-value',
  'bytes-in-name',
  'huge-value',
  'many-headers',
  'no-host',
  'two-hosts',
] as const;

function headerLines(
  trick: (typeof HEADER_TRICKS)[number],
  anonKey: string,
  bad: Buffer,
): Buffer[] {
  const lines: Buffer[] = [];
  const line = (text: string) => lines.push(Buffer.from(`${text}\r\n`, 'latin1'));
  if (trick !== 'no-host') line('Host: 127.0.0.1');
  if (trick === 'two-hosts') line('Host: evil.example');
  line(`apikey: ${anonKey}`);
  line('Content-Type: application/json');
  switch (trick) {
    case 'no-colon':
      line('X-Broken header without colon');
      break;
    case 'space-before-colon':
      line('Authorization : Bearer x');
      break;
    case 'folded':
      line('X-Folded: first');
      line(' second');
      break;
    case 'nul-in-value':
      lines.push(Buffer.from('X-Nul: a\u0000b\r\n', 'latin1'));
      break;
    case 'bytes-in-value':
      lines.push(Buffer.concat([Buffer.from('Authorization: Bearer '), bad, Buffer.from('\r\n')]));
      break;
    case 'bytes-in-name':
      lines.push(Buffer.concat([Buffer.from('X-'), bad, Buffer.from(': 1\r\n')]));
      break;
    case 'huge-value':
      line(`X-Huge: ${'a'.repeat(20_000)}`);
      break;
    case 'many-headers':
      for (let i = 0; i < 3000; i++) line(`X-H${i}: ${i}`);
      break;
    default:
      break;
  }
  return lines;
}

/** Raw requests: every framing and header trick against every kind of route, with odd request lines. */
export function rawRequests(anonKey: string): fc.Arbitrary<RawRequest> {
  return fc
    .record({
      method: fc.constantFrom(
        'GET',
        'POST',
        'PUT',
        'PATCH',
        'DELETE',
        'OPTIONS',
        'post',
        'G\u00e9T',
        'CONNECT',
        'PRI',
      ),
      target: fc.constantFrom(...TARGETS),
      targetTrick: fc.constantFrom(
        'as-is',
        'as-is',
        'bytes',
        'space',
        'absolute',
        'asterisk',
        'empty',
      ),
      version: fc.constantFrom(
        'HTTP/1.1',
        'HTTP/1.1',
        'HTTP/1.0',
        'HTTP/2.0',
        'HTTP/1.1 extra',
        'HTTP/9.9',
        '',
      ),
      framing: fc.constantFrom(...FRAMINGS),
      trick: fc.constantFrom(...HEADER_TRICKS),
      bad: invalidUtf8,
    })
    .map((p) => {
      const target = {
        'as-is': Buffer.from(p.target),
        bytes: Buffer.concat([
          Buffer.from(p.target),
          Buffer.from(p.target.includes('?') ? '&x=' : '?x='),
          p.bad,
        ]),
        space: Buffer.from(`${p.target} x`),
        absolute: Buffer.from(`http://evil.example${p.target}`),
        asterisk: Buffer.from('*'),
        empty: Buffer.from(''),
      }[p.targetTrick]!;
      const { headers, payload } = framed(p.framing);
      const head = Buffer.concat([
        Buffer.from(`${p.method} `, 'latin1'),
        target,
        Buffer.from(` ${p.version}\r\n`),
        ...headerLines(p.trick, anonKey, p.bad),
        Buffer.from(headers.map((h) => `${h}\r\n`).join('')),
        Buffer.from('Connection: close\r\n\r\n'),
      ]);
      return {
        label: `${p.method} ${p.target} (${p.targetTrick}, ${p.version || 'no version'}, ${p.framing}, ${p.trick})`,
        bytes: Buffer.concat([head, Buffer.from(payload, 'latin1')]),
      };
    });
}

/** Requests sent at once: each may wait a second for an answer an incomplete request never gets. */
const CONCURRENCY = 10;

/** Sends raw requests; whatever status line comes back must not be a 5xx. */
export async function runRawFamily(
  baseUrl: string,
  familyIndex: number,
  requests: RawRequest[],
): Promise<FamilyReport> {
  const report: FamilyReport = {
    family: 'raw',
    sent: 0,
    statuses: {},
    checkedBatches: 0,
    failures: [],
  };
  for (let at = 0; at < requests.length; at += CONCURRENCY) {
    const batch = requests.slice(at, at + CONCURRENCY);
    const answers = await Promise.all(
      batch.map((r, i) => sendRaw(baseUrl, r.bytes, sourceAddress(familyIndex, at + i), 1000)),
    );
    answers.forEach((answer, i) => {
      const key = String(answer.status ?? 'no answer');
      report.sent++;
      report.statuses[key] = (report.statuses[key] ?? 0) + 1;
      if (answer.status !== null && answer.status >= 500)
        report.failures.push(`#${at + i} ${batch[i]!.label}\n    → ${answer.head}`);
    });
  }
  return report;
}
