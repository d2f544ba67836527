/** product §5 and §9: image rules and their texts, word for word. */
export const ONLY_IMAGES_ERROR = 'Only image files are allowed';
export const IMAGE_TOO_LARGE_ERROR = 'Image must be less than 5MB for optimal performance';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const RESIZE_ABOVE_BYTES = 1024 * 1024;
export const MAX_IMAGE_SIDE = 1024;
export const JPEG_QUALITY = 0.85;
/** The composer previews a small copy of each attached image. */
export const THUMBNAIL_SIDE = 320;
export const THUMBNAIL_QUALITY = 0.7;

export interface PreparedImage {
  /** What is sent to the model: a data URL, downscaled when the file was large. */
  dataUrl: string;
  /** A small JPEG kept in the saved conversation. */
  thumbnailUrl: string;
  name: string;
  resized: boolean;
}

/** Why a file cannot be attached, or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return ONLY_IMAGES_ERROR;
  if (file.size >= MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_ERROR;
  return null;
}

/** The size that fits `maxSide` on the longest side, keeping the aspect ratio (never enlarges). */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The browser's image machinery, behind an interface so the rules can be tested without it. */
export interface ImageCodec {
  decode(
    file: Blob,
  ): Promise<{ width: number; height: number; source: CanvasImageSource; close(): void }>;
  encodeJpeg(
    source: CanvasImageSource,
    width: number,
    height: number,
    quality: number,
  ): Promise<string>;
  readAsDataUrl(file: Blob): Promise<string>;
}

export class ImageAttachmentError extends Error {
  override name = 'ImageAttachmentError';
}

/**
 * Checks a file and turns it into what a message carries: files over 1 MB are redrawn with the
 * longest side at most 1024 px and re-encoded as JPEG at 0.85; smaller ones are sent as they are.
 */
export async function prepareImage(file: File, codec: ImageCodec): Promise<PreparedImage> {
  const problem = imageFileProblem(file);
  if (problem) throw new ImageAttachmentError(problem);
  let image: Awaited<ReturnType<ImageCodec['decode']>>;
  try {
    image = await codec.decode(file);
  } catch {
    // The type said image, but the bytes are not one the browser can read.
    throw new ImageAttachmentError(ONLY_IMAGES_ERROR);
  }
  try {
    const resized = file.size > RESIZE_ABOVE_BYTES;
    let dataUrl: string;
    if (resized) {
      const size = fitWithin(image.width, image.height, MAX_IMAGE_SIDE);
      dataUrl = await codec.encodeJpeg(image.source, size.width, size.height, JPEG_QUALITY);
    } else {
      dataUrl = await codec.readAsDataUrl(file);
    }
    const thumb = fitWithin(image.width, image.height, THUMBNAIL_SIDE);
    const thumbnailUrl = await codec.encodeJpeg(
      image.source,
      thumb.width,
      thumb.height,
      THUMBNAIL_QUALITY,
    );
    return { dataUrl, thumbnailUrl, name: file.name || 'pasted image', resized };
  } finally {
    image.close();
  }
}
