import { withParams } from '../search-params';

describe('withParams', () => {
  it('sets and removes the named parameters and keeps the others', () => {
    const current = new URLSearchParams('brainId=natal-chart-guide&chatId=c1&utm=x');
    expect(withParams(current, { chatId: null, conversation: 'c1' }).toString()).toBe(
      'brainId=natal-chart-guide&utm=x&conversation=c1',
    );
    // The address it was given is left as it was.
    expect(current.get('chatId')).toBe('c1');
  });
});
