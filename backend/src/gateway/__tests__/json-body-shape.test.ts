import { isRowsJsonShape, writesRowsFromJson } from '../json-body-shape';
import { isWellEncodedQuery } from '../query-encoding';

const shape = (body: string) => isRowsJsonShape(Buffer.from(body));

describe('isRowsJsonShape', () => {
  it.each([['{"a":1}'], ['[{"a":1}]'], [' \n\t{"a":1}'], ['[ {"a":1}, {"a":2} ]'], ['[1]']])(
    'accepts %s',
    (body) => {
      expect(shape(body)).toBe(true);
    },
  );

  it.each([['null'], ['[]'], [' [ \n ] '], ['"text"'], ['42'], ['true'], ['['], ['-1']])(
    'refuses %s',
    (body) => {
      expect(shape(body)).toBe(false);
    },
  );

  it('leaves an empty body to PostgREST', () => {
    expect(shape('')).toBe(true);
    expect(shape('  ')).toBe(true);
  });
});

describe('writesRowsFromJson', () => {
  it('applies to JSON writes of tables, not to RPCs, reads or CSV', () => {
    expect(writesRowsFromJson('POST', '/charts', 'application/json')).toBe(true);
    expect(writesRowsFromJson('PATCH', '/charts', undefined)).toBe(true);
    expect(writesRowsFromJson('POST', '/rpc/fn', 'application/json')).toBe(false);
    expect(writesRowsFromJson('GET', '/charts', 'application/json')).toBe(false);
    expect(writesRowsFromJson('POST', '/charts', 'text/csv')).toBe(false);
  });
});

describe('isWellEncodedQuery', () => {
  it('accepts what supabase-js sends and refuses invalid UTF-8 or broken escapes', () => {
    expect(isWellEncodedQuery('select=*&name=eq.J%C3%BCrgen&or=(a.eq.1,b.eq.2)')).toBe(true);
    expect(isWellEncodedQuery('name=like.*%25*')).toBe(true);
    expect(isWellEncodedQuery('name=eq.%ff%fe')).toBe(false);
    expect(isWellEncodedQuery('name=eq.%e2%82')).toBe(false);
    expect(isWellEncodedQuery('name=eq.%zz')).toBe(false);
  });
});
