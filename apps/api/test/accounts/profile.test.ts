import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { bearer, registerWithPassword, signIn, uniqueMobile } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await createTestApp();
  token = await registerWithPassword(app, 'profiled@example.com');
});

const update = (payload: Record<string, unknown> | FormData, as = token) =>
  app.inject({
    method: 'POST',
    url: '/api/wizard-tool/profile/update',
    headers: bearer(as),
    payload: payload as never,
  });

function photoForm(image: Buffer, type = 'image/png', name = 'me.png', fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('photo', new Blob([new Uint8Array(image)], { type }), name);
  return form;
}

const aPhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 20, g: 140, b: 80 } } })
    .png()
    .toBuffer();

describe('the profile', () => {
  it('is only for a signed-in caller', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/wizard-tool/profile' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.' });
  });

  it('saves the fields of the registration steps and completes registration once they are all there', async () => {
    const partial = await update({ first_name: ' Maria ', last_name: 'Lopez' });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data).toMatchObject({
      first_name: 'Maria',
      last_name: 'Lopez',
      user_information: { status: null },
    });

    const complete = await update({
      date_of_birth: '1990-04-12',
      current_state: 'TX',
      where_did_you_here_about_us: 'Friend or family',
    });
    expect(complete.json().data.user_information).toEqual({
      photo: null,
      where_did_you_here_about_us: 'Friend or family',
      current_state: 'TX',
      date_of_birth: '1990-04-12',
      status: 'completed',
    });
  });

  it('refuses bad fields one by one and changes nothing', async () => {
    const before = await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers: bearer(token) });
    const response = await update({
      first_name: 'x'.repeat(101),
      current_state: 'ZZ',
      date_of_birth: '2015-01-01',
      mobile_number: 'call me',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ['Use at most 100 characters.'],
      mobile_number: ['Enter a US mobile number, like (555) 123-4567.'],
      current_state: ['Choose a state.'],
      date_of_birth: ['You must be 18 or older to use Homebuyer Wizard.'],
    });
    const after = await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers: bearer(token) });
    expect(after.json()).toEqual(before.json());
  });

  it('ignores the fields a caller may not set (docs/security.md 19)', async () => {
    const response = await update({
      role: 'admin',
      status: 'completed',
      user_id: 999,
      email: 'other@example.com',
      last_name: 'Lopez',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ role: 'buyer', email: 'profiled@example.com' });
  });

  it("keeps a professional's name and phone, and refuses a home buyer's answers on their fields", async () => {
    await app.accounts.createUser({
      email: 'profiled-lender@example.com',
      password: 'a very long passphrase',
      role: 'professional',
    });
    const lender = (await signIn(app, 'profiled-lender@example.com', 'a very long passphrase')).json().data.token;

    const refused = await update(
      { first_name: 'Dana', date_of_birth: '1980-02-03', current_state: 'TX', where_did_you_here_about_us: null },
      lender,
    );
    expect(refused.statusCode).toBe(422);
    const leaveItOut = ['Only home buyers give this on their profile: leave it out.'];
    expect(refused.json().errors).toEqual({
      date_of_birth: leaveItOut,
      current_state: leaveItOut,
      where_did_you_here_about_us: leaveItOut,
    });

    // Every account keeps a time zone: the times of its calls are said in it.
    const saved = await update(
      { first_name: 'Dana', last_name: 'Whitfield', mobile_number: uniqueMobile(), time_zone: 'America/Denver' },
      lender,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      first_name: 'Dana',
      last_name: 'Whitfield',
      time_zone: 'America/Denver',
      role: 'professional',
      user_information: { date_of_birth: null, current_state: null },
    });
  });

  it('never changes on GET (docs/security.md 19)', async () => {
    const [before] = await app.db.select().from(users).where(eq(users.email, 'profiled@example.com'));
    await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers: bearer(token) });
    const [after] = await app.db.select().from(users).where(eq(users.email, 'profiled@example.com'));
    expect(after).toEqual(before);
  });
});

describe('the time zone', () => {
  const register = (email: string, timeZone: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email,
        password: 'a very long passphrase',
        password_confirmation: 'a very long passphrase',
        time_zone: timeZone,
      },
    });
  const profileOf = async (as: string) =>
    (await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers: bearer(as) })).json().data;

  it('keeps the zone the browser gave at sign-up, and signs up without one it does not know', async () => {
    const chicago = await register('chicago@example.com', 'America/Chicago');
    expect(await profileOf(chicago.json().data.token)).toMatchObject({ time_zone: 'America/Chicago' });
    const unknown = await register('nowhere@example.com', 'Mars/Olympus_Mons');
    expect(unknown.statusCode).toBe(200);
    expect(await profileOf(unknown.json().data.token)).toMatchObject({ time_zone: null });
  });

  it('is changed on the profile to a zone Intl knows, and refused otherwise', async () => {
    const changed = await update({ time_zone: 'Europe/Paris' });
    expect(changed.json().data.time_zone).toBe('Europe/Paris');
    for (const zone of ['Europe/Atlantis', '+02:00', 'x'.repeat(80)]) {
      const refused = await update({ time_zone: zone });
      expect(refused.statusCode, zone).toBe(422);
      expect(refused.json().errors.time_zone, zone).toHaveLength(1);
    }
    expect((await profileOf(token)).time_zone).toBe('Europe/Paris');
    expect((await update({ time_zone: null })).json().data.time_zone).toBeNull();
  });
});

describe('the profile photo (docs/security.md 21)', () => {
  it('re-encodes an upload as WebP, serves it at the breakpoint widths, and removes it', async () => {
    const response = await update(photoForm(await aPhoto(), 'image/png', 'me.png', { first_name: 'Maria' }));
    expect(response.statusCode).toBe(200);
    const photo: string = response.json().data.user_information.photo;
    expect(photo).toMatch(/^\/api\/uploads\/[\w-]+\.webp$/);

    const stored = await app.inject({ method: 'GET', url: photo });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(stored.rawPayload.length),
    });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 768 });
    const revalidated = await app.inject({
      method: 'GET',
      url: photo,
      headers: { 'if-none-match': String(stored.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);

    const image = await app.inject({ method: 'GET', url: `/api/image?url=${encodeURIComponent(photo)}&width=320` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(320);

    const retina = await app.inject({
      method: 'GET',
      url: `/api/image?url=${encodeURIComponent(photo)}&width=640&quality=80`,
    });
    expect((await sharp(retina.rawPayload).metadata()).width).toBe(640);

    const oddWidth = await app.inject({ method: 'GET', url: `/api/image?url=${encodeURIComponent(photo)}&width=333` });
    expect(oddWidth.statusCode).toBe(422);

    const removed = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/profile/remove/photo',
      headers: bearer(token),
    });
    expect(removed.json().data.user_information.photo).toBeNull();
    expect((await app.inject({ method: 'GET', url: photo })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/image?url=${encodeURIComponent(photo)}` })).statusCode).toBe(
      404,
    );
  });

  it('replaces the old photo when a new one comes', async () => {
    const first = (await update(photoForm(await aPhoto()))).json().data.user_information.photo;
    const second = (await update(photoForm(await aPhoto()))).json().data.user_information.photo;
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('keeps no photo when the profile change that brought it is refused', async () => {
    const uploadCount = async () =>
      (await app.db.execute<{ count: number }>(sql`select count(*)::int as count from uploads`)).rows[0]?.count;
    const photoNow = async () =>
      (await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers: bearer(token) })).json().data
        .user_information.photo;
    const [countBefore, photoBefore] = [await uploadCount(), await photoNow()];
    const taken = uniqueMobile();
    expect(
      (await update({ mobile_number: taken }, await registerWithPassword(app, 'numbered@example.com'))).statusCode,
    ).toBe(200);

    const refused = await update(photoForm(await aPhoto(), 'image/png', 'me.png', { mobile_number: taken }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ mobile_number: ['This mobile number is already registered.'] });
    expect(await uploadCount()).toBe(countBefore);
    expect(await photoNow()).toBe(photoBefore);
  });

  it('refuses a file that is not an image, whatever it claims to be', async () => {
    const response = await update(photoForm(Buffer.from('<script>alert(1)</script>'), 'image/png', 'evil.png'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ photo: ['Choose a photo in JPEG, PNG, WebP, GIF or AVIF format.'] });
  });

  it('refuses a photo over 5 MB with 413 on the photo field', async () => {
    const response = await update(photoForm(Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'image/jpeg', 'huge.jpg'));
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ photo: ['This photo is larger than 5 MB. Choose a smaller one.'] });
  });

  it.each([
    '/etc/passwd',
    '/uploads/photos/../../../etc/passwd',
    '/api/uploads/../../../etc/passwd',
    'https://evil.example/x.webp',
    'http://127.0.0.1:5432/',
    '/uploads/photos/nothing-here-at-all-123.webp',
    '/api/uploads/nothing-here-at-all-123.webp',
  ])('serves only our own stored files, not %s', async (url) => {
    const response = await app.inject({ method: 'GET', url: `/api/image?url=${encodeURIComponent(url)}` });
    expect(response.statusCode).toBe(404);
  });
});
