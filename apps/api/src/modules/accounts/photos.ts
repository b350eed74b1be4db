/**
 * Profile photos: whatever image the buyer sends is decoded and re-encoded (so nothing but pixels
 * survives: no scripts, no EXIF location), turned upright, shrunk to at most 1024 px, and stored as
 * WebP under a random name in the uploads folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { invalidInput } from '../../lib/http-error.ts';

export const PHOTO_PATH_PATTERN = /^\/uploads\/photos\/[A-Za-z0-9_-]{20,64}\.webp$/;

export function photoStore(uploadsDir: string) {
  const resolve = (photoPath: string) => path.join(uploadsDir, photoPath.replace(/^\/uploads\//, ''));
  return {
    resolve,

    /** Stores the image and returns its path, e.g. `/uploads/photos/<random>.webp`. */
    async save(image: Buffer): Promise<string> {
      let webp: Buffer;
      try {
        webp = await sharp(image, { failOn: 'error', limitInputPixels: 50_000_000 })
          .rotate()
          .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 90 })
          .toBuffer();
      } catch {
        throw invalidInput({ photo: ['Choose a photo in JPEG, PNG, WebP, GIF or AVIF format.'] });
      }
      const photoPath = `/uploads/photos/${randomBytes(18).toString('base64url')}.webp`;
      await mkdir(path.dirname(resolve(photoPath)), { recursive: true });
      await writeFile(resolve(photoPath), webp);
      return photoPath;
    },

    async remove(photoPath: string | null): Promise<void> {
      if (photoPath && PHOTO_PATH_PATTERN.test(photoPath)) await rm(resolve(photoPath), { force: true });
    },
  };
}
