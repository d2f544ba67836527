import {
  fitWithin,
  IMAGE_TOO_LARGE_ERROR,
  imageFileProblem,
  ONLY_IMAGES_ERROR,
  prepareImage,
  type ImageCodec,
} from '../model/image-attachments';

const MB = 1024 * 1024;

/** A File of `size` bytes without allocating them: only type, size and name matter here. */
const fileOf = (type: string, size: number, name = 'photo') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function fakeCodec(width: number, height: number, options: { undecodable?: boolean } = {}) {
  const encoded: { width: number; height: number; quality: number }[] = [];
  const closed: boolean[] = [];
  const codec: ImageCodec = {
    decode: async () => {
      if (options.undecodable) throw new Error('bad image');
      return { width, height, source: {} as CanvasImageSource, close: () => closed.push(true) };
    },
    encodeJpeg: async (_source, w, h, quality) => {
      encoded.push({ width: w, height: h, quality });
      return `data:image/jpeg;base64,${w}x${h}@${quality}`;
    },
    readAsDataUrl: async () => 'data:image/png;base64,original',
  };
  return { codec, encoded, closed };
}

describe('imageFileProblem', () => {
  it('accepts images under 5 MB', () => {
    expect(imageFileProblem(fileOf('image/png', 10))).toBeNull();
    expect(imageFileProblem(fileOf('image/jpeg', 5 * MB - 1))).toBeNull();
  });

  it('refuses anything that is not an image with the spec text', () => {
    expect(imageFileProblem(fileOf('application/pdf', 10))).toBe(ONLY_IMAGES_ERROR);
    expect(imageFileProblem(fileOf('', 10))).toBe('Only image files are allowed');
  });

  it('refuses images of 5 MB or more with the spec text', () => {
    expect(imageFileProblem(fileOf('image/png', 5 * MB))).toBe(IMAGE_TOO_LARGE_ERROR);
    expect(IMAGE_TOO_LARGE_ERROR).toBe('Image must be less than 5MB for optimal performance');
  });
});

describe('fitWithin', () => {
  it('scales the longest side down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 1024)).toEqual({ width: 1024, height: 768 });
    expect(fitWithin(1500, 3000, 1024)).toEqual({ width: 512, height: 1024 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600, 1024)).toEqual({ width: 800, height: 600 });
  });
});

describe('prepareImage', () => {
  it('downscales an image over 1 MB to at most 1024 px and re-encodes it as JPEG at 0.85', async () => {
    const { codec, encoded, closed } = fakeCodec(4032, 3024);
    const image = await prepareImage(fileOf('image/png', 2 * MB, 'sky.png'), codec);
    expect(image.resized).toBe(true);
    expect(image.dataUrl).toBe('data:image/jpeg;base64,1024x768@0.85');
    expect(encoded[0]).toEqual({ width: 1024, height: 768, quality: 0.85 });
    expect(image.name).toBe('sky.png');
    expect(closed).toEqual([true]);
  });

  it('sends an image of 1 MB or less unchanged, keeping only a small thumbnail for history', async () => {
    const { codec, encoded } = fakeCodec(2000, 1000);
    const image = await prepareImage(fileOf('image/png', MB), codec);
    expect(image.resized).toBe(false);
    expect(image.dataUrl).toBe('data:image/png;base64,original');
    expect(encoded).toEqual([{ width: 320, height: 160, quality: 0.7 }]);
    expect(image.thumbnailUrl).toBe('data:image/jpeg;base64,320x160@0.7');
  });

  it('refuses a non-image and an oversized image before decoding anything', async () => {
    const { codec, encoded } = fakeCodec(10, 10);
    await expect(prepareImage(fileOf('text/plain', 10), codec)).rejects.toThrow(ONLY_IMAGES_ERROR);
    await expect(prepareImage(fileOf('image/png', 6 * MB), codec)).rejects.toThrow(
      IMAGE_TOO_LARGE_ERROR,
    );
    expect(encoded).toEqual([]);
  });

  it('treats bytes the browser cannot decode as not an image', async () => {
    const { codec } = fakeCodec(10, 10, { undecodable: true });
    await expect(prepareImage(fileOf('image/png', 10), codec)).rejects.toThrow(ONLY_IMAGES_ERROR);
  });
});
