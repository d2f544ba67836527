import { pathWithinFunction } from '../http';

const at = (url: string) => pathWithinFunction(new Request(url), 'grok');

describe('pathWithinFunction', () => {
  it('reads the path below the function name, locally and on Supabase', () => {
    expect(at('http://h/functions/v1/grok/chat/completions')).toBe('/chat/completions');
    expect(at('https://x.supabase.co/grok/models/')).toBe('/models');
    expect(at('http://h/functions/v1/grok')).toBe('/');
    expect(at('http://h/functions/v1/grok?x=1')).toBe('/');
  });
});
