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

describe('a quoted passage and attached data', () => {
  const sent = [
    { type: 'text' as const, text: 'What does this mean for me?' },
    { type: 'text' as const, kind: 'quote' as const, label: 'Your chart', text: 'Sun in Taurus' },
    { type: 'text' as const, kind: 'attachment' as const, label: 'Chart data', text: '<chart/>' },
  ];

  it('reach the model framed as a passage and as data, after the question', () => {
    expect(forProvider(sent)).toBe(
      [
        'What does this mean for me?',
        'Passage (from “Your chart”):',
        '"""',
        'Sun in Taurus',
        '"""',
        'Chart data:',
        '<chart/>',
      ].join('\n'),
    );
  });

  it('never leave our own fields in the parts the provider gets', () => {
    const parts = forProvider([...sent, image]) as { type: string }[];
    expect(parts.slice(0, 3).map((p) => Object.keys(p).sort())).toEqual([
      ['text', 'type'],
      ['text', 'type'],
      ['text', 'type'],
    ]);
    expect(parts[3]).toEqual(image);
  });

  it('title the conversation with the user’s words, else the passage, never the data', () => {
    expect(titleOf(sent)).toBe('What does this mean for me?');
    expect(titleOf(sent.slice(1))).toBe('Sun in Taurus');
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
