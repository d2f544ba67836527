import {
  forProvider,
  forTextOnlyProvider,
  hasImage,
  IMAGE_LEFT_OUT,
  titleOf,
  toParts,
} from '../turn-content';

const image = { type: 'image_url' as const, image_url: { url: 'https://example.com/a.png' } };

describe('turn content', () => {
  it('stores a string as one text part', () => {
    expect(toParts('Hi')).toEqual([{ type: 'text', text: 'Hi' }]);
  });

  it('sends text-only content as a string and keeps parts when an image is there', () => {
    expect(
      forProvider([
        { type: 'text', text: 'a' },
        { type: 'text', text: 'b' },
      ]),
    ).toBe('a\nb');
    const withImage = [{ type: 'text' as const, text: 'look' }, image];
    expect(forProvider(withImage)).toEqual(withImage);
  });

  it('titles a conversation with its first words, on one line', () => {
    expect(titleOf([{ type: 'text', text: '  What does\n my   Moon say? ' }])).toBe(
      'What does my Moon say?',
    );
    const long = titleOf([{ type: 'text', text: 'word '.repeat(40) }]);
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
    expect(titleOf([image])).toBe('Image conversation');
  });
});

describe('images and text-only models', () => {
  it('tells content with an image from text alone', () => {
    expect(hasImage([{ type: 'text', text: 'look' }, image])).toBe(true);
    expect(hasImage([{ type: 'text', text: 'look' }])).toBe(false);
  });

  it('gives a text-only model an earlier image as a note, never the image', () => {
    expect(forTextOnlyProvider([{ type: 'text', text: 'What is this?' }, image])).toBe(
      `What is this?\n${IMAGE_LEFT_OUT}`,
    );
    expect(forTextOnlyProvider([{ type: 'text', text: 'plain' }])).toBe('plain');
  });
});
