import { crc32, deflateSync } from 'node:zlib';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { newEmail, registerBuyer } from './accounts.ts';

/** A real PNG image: `size` square pixels of one green, built here rather than kept as a binary file. */
function greenSquarePng(size: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([46, 160, 67]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a buyer adds a profile photo, sees it in the header, and removes it', async ({ page }) => {
  await registerBuyer(page.request, newEmail('smiling'), 'a porch light left on for us');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
  await expectAccessible(page);

  // Anything but an image is refused before it is sent.
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByRole('alert').filter({ hasText: 'Choose an image' })).toBeVisible();

  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: greenSquarePng(64) });

  const photo = page.getByRole('img', { name: 'Your profile photo' });
  await expect(photo).toHaveAttribute('src', /^\/api\/image\?url=/);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // The header's avatar shows the same photo, through the image endpoint.
  await expect(page.getByRole('banner').locator('img[src^="/api/image"]')).toHaveCount(1);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/profile');
  await expect(photo).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  await expect(page.getByRole('banner').locator('img[src^="/api/image"]')).toHaveCount(0);

  // Saved on the server, not only on the screen.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add a photo' })).toBeVisible();
  await expect(photo).toBeHidden();
});
