/**
 * The one-time move of an older install's photos into the database (decision 049): versions before
 * it kept them as files in `DATA_DIR/uploads/photos/<id>.webp`, named `/uploads/photos/<id>.webp` on
 * the profile. Each file becomes a row of the uploads table under the same id, the profiles naming
 * it are given its new address in the same transaction, and then the file is deleted; the folder
 * goes once empty. Run at every start, it finds nothing to do after the first.
 */
import { readdir, readFile, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { photoStore } from './photos.ts';

const OLD_PHOTO_FILE = /^([A-Za-z0-9_-]{20,64})\.webp$/;

/** Moves the photos of `dataDir`'s uploads folder into the database; returns how many it moved. */
export async function moveUploadsFolderIn(db: Database, dataDir: string): Promise<number> {
  const folder = path.join(dataDir, 'uploads');
  const photosFolder = path.join(folder, 'photos');
  const names = await readdir(photosFolder).catch(() => []);
  let moved = 0;
  for (const name of names) {
    const id = OLD_PHOTO_FILE.exec(name)?.[1];
    if (!id) continue;
    const file = path.join(photosFolder, name);
    const bytes = await readFile(file);
    await db.transaction(async (tx) => {
      const address = await photoStore(tx).save(bytes, id);
      await tx
        .update(users)
        .set({ photo: address })
        .where(eq(users.photo, `/uploads/photos/${name}`));
    });
    await rm(file);
    moved++;
  }
  // Only an empty folder goes: a file we did not write stays for the operator to look at.
  await rmdir(photosFolder).catch(() => {});
  await rmdir(folder).catch(() => {});
  return moved;
}
