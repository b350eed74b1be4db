/**
 * Profile photos: whatever image the buyer sends is decoded and re-encoded (so nothing but pixels
 * survives: no scripts, no EXIF location), turned upright, shrunk to at most 1024 px, and kept as
 * WebP in the database's uploads table under a random id (decision 049). The profile gives the
 * photo's address, `/api/uploads/<id>.webp`, which any app process serves.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/database.ts';
import { uploads } from '../../db/schema/index.ts';
import { entityTag } from '../../lib/entity-tags.ts';
import { invalidInput } from '../../lib/http-error.ts';

/** The address of a stored upload: the id, then the extension of its type. */
export const UPLOAD_PATH_PATTERN = /^\/api\/uploads\/([A-Za-z0-9_-]{20,64})\.webp$/;

export const uploadPath = (id: string) => `/api/uploads/${id}.webp`;

/** The id of an upload named by `address`, or undefined when it names none of ours. */
export function uploadIdOf(address: string): string | undefined {
  return UPLOAD_PATH_PATTERN.exec(address)?.[1];
}

export type StoredUpload = { contentType: string; entityTag: string; bytes: Buffer };

/** The photo re-encoded as WebP; a 422 on the photo field when it is no image we read. */
export async function reencodedPhoto(image: Buffer): Promise<Buffer> {
  try {
    return await sharp(image, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: 1024, height: 1024, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw invalidInput({ photo: ['Choose a photo in JPEG, PNG, WebP, GIF or AVIF format.'] });
  }
}

/** The uploads table; `db` may be a transaction, so that a photo and the profile naming it are written together. */
export function photoStore(db: Database) {
  return {
    /** Stores WebP bytes under a new id and returns their address. */
    async save(webp: Buffer, id = randomBytes(18).toString('base64url')): Promise<string> {
      await db
        .insert(uploads)
        .values({ id, contentType: 'image/webp', size: webp.length, entityTag: entityTag(webp), bytes: webp })
        .onConflictDoNothing();
      return uploadPath(id);
    },

    async read(address: string): Promise<StoredUpload | undefined> {
      const id = uploadIdOf(address);
      if (!id) return undefined;
      const [found] = await db
        .select({ contentType: uploads.contentType, entityTag: uploads.entityTag, bytes: uploads.bytes })
        .from(uploads)
        .where(eq(uploads.id, id));
      return found;
    },

    async remove(address: string | null): Promise<void> {
      const id = address ? uploadIdOf(address) : undefined;
      if (id) await db.delete(uploads).where(eq(uploads.id, id));
    },
  };
}
