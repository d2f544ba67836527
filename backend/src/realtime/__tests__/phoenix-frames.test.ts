import {
  decodeBinaryFrame,
  encodeUserBroadcast,
  decodeTextFrame,
  encodeFrame,
} from '../phoenix-frames';

describe('phoenix frames', () => {
  it('decodes vsn 1.0.0 objects and 2.0.0 arrays into the same message', () => {
    const v1 = decodeTextFrame(
      '1.0.0',
      '{"topic":"realtime:a","event":"phx_join","payload":{"x":1},"ref":"1","join_ref":"1"}',
    );
    const v2 = decodeTextFrame('2.0.0', '["1","1","realtime:a","phx_join",{"x":1}]');
    const expected = {
      joinRef: '1',
      ref: '1',
      topic: 'realtime:a',
      event: 'phx_join',
      payload: { x: 1 },
    };
    expect(v1).toEqual({ ok: true, message: expected });
    expect(v2).toEqual({ ok: true, message: expected });
  });

  it('treats a missing join_ref as null and keeps numeric refs as numbers', () => {
    expect(
      decodeTextFrame('1.0.0', '{"topic":"phoenix","event":"heartbeat","payload":{},"ref":5}'),
    ).toEqual({
      ok: true,
      message: { joinRef: null, ref: 5, topic: 'phoenix', event: 'heartbeat', payload: {} },
    });
  });

  it('reports what it can of a malformed frame so the error reaches the right topic', () => {
    expect(decodeTextFrame('2.0.0', '[null,"4","realtime:x","phx_join","oops"]')).toMatchObject({
      ok: false,
      topic: 'realtime:x',
      ref: '4',
      reason: expect.stringContaining('malformed message'),
    });
    // The other serializer's shape is malformed too.
    expect(decodeTextFrame('1.0.0', '[null,"4","realtime:x","phx_join",{}]')).toMatchObject({
      ok: false,
      topic: 'realtime:x',
    });
    expect(decodeTextFrame('1.0.0', '{nope')).toEqual({
      ok: false,
      reason: 'malformed message: not JSON',
    });
  });

  it('reads a binary broadcast push and encodes the binary broadcast clients decode', () => {
    const parts = ['j1', 'r1', 'realtime:room', 'evt', ''].map((p) => Buffer.from(p));
    const header = Buffer.from([3, 2, 2, 13, 3, 0, 1]);
    expect(decodeBinaryFrame(Buffer.concat([header, ...parts, Buffer.from('{"a":1}')]))).toEqual({
      ok: true,
      joinRef: 'j1',
      ref: 'r1',
      topic: 'realtime:room',
      broadcast: { event: 'evt', encoding: 'json', body: Buffer.from('{"a":1}') },
    });
    expect(
      decodeBinaryFrame(Buffer.concat([header, ...parts, Buffer.from('{nope')])),
    ).toMatchObject({
      ok: false,
      topic: 'realtime:room',
      reason: expect.stringContaining('not JSON'),
    });
    expect(decodeBinaryFrame(Buffer.from([3, 200, 200, 200, 0, 0, 0]))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('truncated'),
    });
    expect(decodeBinaryFrame(Buffer.from([9]))).toMatchObject({ ok: false });

    const frame = encodeUserBroadcast(
      'realtime:room',
      { event: 'evt', encoding: 'json', body: Buffer.from('{"a":1}') },
      { id: 'x' },
    );
    // kind 4, topic/event/meta lengths, JSON encoding, then the fields and the payload.
    expect([...frame.subarray(0, 5)]).toEqual([4, 13, 3, 10, 1]);
    expect(frame.subarray(5).toString()).toBe('realtime:roomevt{"id":"x"}{"a":1}');
  });

  it('encodes replies in each serializer', () => {
    expect(
      JSON.parse(encodeFrame('2.0.0', '1', '2', 'realtime:a', 'phx_reply', '{"status":"ok"}')),
    ).toEqual(['1', '2', 'realtime:a', 'phx_reply', { status: 'ok' }]);
    expect(JSON.parse(encodeFrame('1.0.0', null, '2', 'phoenix', 'phx_reply', '{}'))).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: {},
      ref: '2',
      join_ref: null,
    });
  });
});
