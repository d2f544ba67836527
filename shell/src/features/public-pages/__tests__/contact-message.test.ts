import { validateContactDraft } from '../model/contact-message';

const valid = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  subject: 'Chart question',
  category: 'charts',
  message: 'Why is my Ascendant different on another site?',
};

describe('contact message validation', () => {
  it('accepts a complete message and trims it', () => {
    const result = validateContactDraft(valid);
    expect(result).toEqual({ ok: true, value: { ...valid, name: 'Ada Lovelace' } });
  });

  it('reports one clear message per invalid field', () => {
    const result = validateContactDraft({
      name: ' ',
      email: 'ada@',
      subject: 'Hi',
      category: '',
      message: 'short',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your name',
        email: 'Please enter a valid e-mail address, like name@example.com',
        subject: 'Please enter a subject of at least 3 characters',
        category: 'Please choose what your message is about',
        message: 'Please write at least 10 characters, so we can help',
      },
    });
  });

  it('keeps within the limits of the contact_messages table', () => {
    const result = validateContactDraft({
      ...valid,
      name: 'x'.repeat(121),
      message: 'y'.repeat(5001),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.name).toBe('Your name can be at most 120 characters');
      expect(result.errors.message).toBe('Your message can be at most 5000 characters');
    }
  });

  it('rejects a category that is not offered', () => {
    const result = validateContactDraft({ ...valid, category: 'billing' });
    expect(result.ok).toBe(false);
  });
});
