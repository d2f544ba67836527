import sharp from 'sharp';

const OUTPUT_TYPES = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

type OutputFormat = keyof typeof OUTPUT_TYPES;

/** Decompression bombs stop here: a 2 MB file may still claim a billion pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  bytes: Buffer;
  mimetype: string;
  width: number;
  height: number;
}

const isOutputFormat = (format: string | undefined): format is OutputFormat =>
  format !== undefined && format in OUTPUT_TYPES;

/**
 * Decodes the bytes (the declared type is not trusted), turns the picture upright, shrinks it to
 * fit `maxSide` and encodes it again in its own format. Re-encoding also drops EXIF data such as
 * GPS positions. Returns null for anything that is not a JPEG, PNG, WebP or GIF image.
 */
export async function normalizeImage(
  input: Buffer,
  maxSide: number,
): Promise<ProcessedImage | null> {
  let format: string | undefined;
  let pages = 1;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = meta.format;
    pages = meta.pages ?? 1;
  } catch {
    return null;
  }
  if (!isOutputFormat(format)) return null;
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: pages > 1 })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    if (format === 'jpeg') pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    else if (format === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
    else if (format === 'webp') pipeline = pipeline.webp({ quality: 85 });
    else pipeline = pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return {
      bytes: data,
      mimetype: OUTPUT_TYPES[format],
      width: info.width,
      height: info.pageHeight ?? info.height,
    };
  } catch {
    return null;
  }
}
