import { readDevFilter } from '../dev-query';

describe('dev outbox filter', () => {
  it('reads an address and a limit clamped to 1..500 (100 by default)', () => {
    expect(readDevFilter(new URLSearchParams('to=a%40b.co&limit=7'))).toEqual({
      ok: true,
      to: 'a@b.co',
      limit: 7,
    });
    expect(readDevFilter(new URLSearchParams('limit=x'))).toEqual({
      ok: true,
      to: undefined,
      limit: 100,
    });
    expect(readDevFilter(new URLSearchParams('limit=1e9'))).toMatchObject({ limit: 500 });
    expect(readDevFilter(new URLSearchParams('limit=-3'))).toMatchObject({ limit: 1 });
  });

  it('refuses an address the database cannot compare (NUL) or an absurdly long one', () => {
    expect(readDevFilter(new URLSearchParams('to=%00'))).toMatchObject({ ok: false });
    expect(readDevFilter(new URLSearchParams(`to=${'a'.repeat(1001)}`))).toMatchObject({
      ok: false,
    });
  });
});
