import { existsSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, MESSAGES } from '@mystic/shared';
import { startStrapi, type TestStrapi } from './strapi';
import {
  TINY_JPEG,
  TINY_PNG,
  bearer,
  createProfileRefs,
  expectNoPrivateFields,
  register,
} from './members-helpers';

const API_TOKEN = 'test-cms-api-token-0123456789';
let app: TestStrapi;
const api = () => request(app.server);
const uploadedIds: number[] = [];

beforeAll(async () => {
  app = await startStrapi({
    CMS_SEED: 'false',
    MEMBER_REGISTER_IP_MAX: '1000',
    CMS_API_TOKEN: API_TOKEN,
    DEV_ADMIN_EMAIL: 'Reader@Example.com',
    DEV_ADMIN_PASSWORD: 'Reader-Admin-1',
    DEV_SETUP_EMAIL: 'setup@example.com',
    DEV_SETUP_PASSWORD: 'Setup-Admin-1',
  });
});
afterAll(async () => {
  // Files this test uploaded are removed from disk and from the media library.
  if (app) {
    const files = await app.strapi.db
      .query('plugin::upload.file')
      .findMany({ where: { id: { $in: uploadedIds } } });
    for (const file of files) await app.strapi.plugin('upload').service('upload').remove(file);
  }
  await app?.close();
});

const publicFile = (url: string) => join(app.strapi.dirs.static.public, url);

async function avatarRow(userId: number) {
  const row = await app.strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: userId }, populate: { avatar: true } });
  return row.avatar as { id: number; url: string } | null;
}

describe('POST /api/auth/users/avatar/upload', () => {
  const upload = (token: string, content: Buffer, filename: string, contentType: string) =>
    api()
      .post('/api/auth/users/avatar/upload')
      .set(bearer(token))
      .attach('avatar', content, { filename, contentType });

  it('when a PNG is sent, then image_url is answered, the profile shows it, and a new one replaces the old file', async () => {
    const m = await register(app);
    const first = await upload(m.access, TINY_PNG, 'me.png', 'image/png');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.image_url).toMatch(/^\/uploads\/.+\.png$/);
    const firstRow = (await avatarRow(m.id))!;
    uploadedIds.push(firstRow.id);
    expect(existsSync(publicFile(first.body.image_url))).toBe(true);
    // Kept in the avatars' own Media Library folder, apart from post images.
    const stored = (await app.strapi.db.query('plugin::upload.file').findOne({
      where: { id: firstRow.id },
      populate: { folder: { select: ['name'] } },
    })) as { folder?: { name: string } | null };
    expect(stored.folder?.name).toBe('Member avatars');

    const me = await api().get('/api/auth/user').set(bearer(m.access));
    expect(me.body.data.profile).toBe(first.body.image_url);
    expectNoPrivateFields(me.body);

    // Declared as a GIF named .txt: the content decides, and it is a PNG.
    const second = await upload(m.access, TINY_PNG, 'again.txt', 'image/gif');
    expect(second.status).toBe(200);
    uploadedIds.push((await avatarRow(m.id))!.id);
    expect(second.body.image_url).not.toBe(first.body.image_url);
    expect(existsSync(publicFile(first.body.image_url))).toBe(false);
    expect(
      await app.strapi.db.query('plugin::upload.file').findOne({ where: { id: firstRow.id } }),
    ).toBeNull();
  });

  it('when a JPEG is sent, then it is accepted and stored as a .jpg the profile shows', async () => {
    const m = await register(app);

    const res = await upload(m.access, TINY_JPEG, 'photo.jpeg', 'image/jpeg');

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.image_url).toMatch(/^\/uploads\/.+\.jpg$/);
    const row = (await avatarRow(m.id))!;
    uploadedIds.push(row.id);
    expect(existsSync(publicFile(res.body.image_url))).toBe(true);
    const stored = await app.strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { id: row.id } });
    expect(stored).toMatchObject({ mime: 'image/jpeg', ext: '.jpg' });
    const me = await api().get('/api/auth/user').set(bearer(m.access));
    expect(me.body.data.profile).toBe(res.body.image_url);
  });

  it('when a text file is named .png and declared image/png, then it is refused with 415', async () => {
    const m = await register(app);
    const res = await upload(
      m.access,
      Buffer.from('just some text, not an image'),
      'evil.png',
      'image/png',
    );
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      code: 'avatar_type',
      message: MESSAGES.avatarType,
      errors: { avatar: [MESSAGES.avatarType] },
      field_codes: { avatar: ['avatar_type'] },
    });
    expect(await avatarRow(m.id)).toBeNull();
  });

  it('when the image is 5,000,000 bytes or more, then it is refused with 413', async () => {
    const m = await register(app);
    const big = Buffer.alloc(AVATAR_MAX_BYTES);
    TINY_PNG.copy(big);
    const res = await upload(m.access, big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'avatar_size',
      message: MESSAGES.avatarSize,
      errors: { avatar: [MESSAGES.avatarSize] },
      field_codes: { avatar: ['avatar_size'] },
    });
    expect(await avatarRow(m.id)).toBeNull();
  });

  it('when the upload is over the 10 MB multipart cap, then 413 JSON comes before the body is read', async () => {
    const m = await register(app);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    TINY_PNG.copy(huge);

    const res = await upload(m.access, huge, 'huge.png', 'image/png');
    // Refused on the declared length alone: before authentication, routing and parsing.
    const anonymous = await api()
      .post('/api/auth/users/avatar/upload')
      .attach('avatar', huge, { filename: 'huge.png', contentType: 'image/png' });
    const elsewhere = await api()
      .post('/api/upload')
      .attach('files', huge, { filename: 'huge.png', contentType: 'image/png' });

    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      code: 'avatar_size',
      message: MESSAGES.avatarSize,
      errors: { avatar: [MESSAGES.avatarSize] },
      field_codes: { avatar: ['avatar_size'] },
    });
    expect(anonymous.status).toBe(413);
    expect(elsewhere.status).toBe(413);
    expect(elsewhere.body).toEqual({ code: 'upload_too_large', message: MESSAGES.uploadTooLarge });
    expect(await avatarRow(m.id)).toBeNull();
  });

  it('when a multipart upload declares no length (chunked), then it answers 411 JSON', async () => {
    const m = await register(app);
    const boundary = 'mystic-boundary';
    const pending = api()
      .post('/api/auth/users/avatar/upload')
      .set(bearer(m.access))
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`);
    pending.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n` +
        `Content-Type: image/png\r\n\r\n`,
    );
    pending.write(TINY_PNG);
    pending.write(`\r\n--${boundary}--\r\n`);

    const res = await pending;

    expect(res.status).toBe(411);
    expect(res.body).toEqual({
      code: 'upload_length_required',
      message: MESSAGES.uploadLengthRequired,
    });
    expect(await avatarRow(m.id)).toBeNull();
  });

  it('when the multipart body is truncated (no closing boundary), then it answers 400 JSON under avatar', async () => {
    const m = await register(app);
    const boundary = 'mystic-boundary';
    const res = await api()
      .post('/api/auth/users/avatar/upload')
      .set(bearer(m.access))
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n` +
              `Content-Type: image/png\r\n\r\n`,
          ),
          TINY_PNG.subarray(0, 20),
        ]),
      );

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'upload_malformed',
      message: MESSAGES.uploadMalformed,
      errors: { avatar: [MESSAGES.uploadMalformed] },
      field_codes: { avatar: ['upload_malformed'] },
    });
    expect(await avatarRow(m.id)).toBeNull();
  });

  it('when multipart/form-data names no boundary, then it answers 400 JSON under avatar', async () => {
    const m = await register(app);
    const res = await api()
      .post('/api/auth/users/avatar/upload')
      .set(bearer(m.access))
      .set('Content-Type', 'multipart/form-data')
      .send(Buffer.from('not a multipart body'));

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'upload_malformed',
      message: MESSAGES.uploadMalformed,
      errors: { avatar: [MESSAGES.uploadMalformed] },
      field_codes: { avatar: ['upload_malformed'] },
    });
  });

  it('when no file is sent, then it answers 422 under avatar', async () => {
    const m = await register(app);
    const res = await api().post('/api/auth/users/avatar/upload').set(bearer(m.access)).send({});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ avatar: [MESSAGES.avatarType] });
  });

  it('when there is no token, then it answers 401 Unauthenticated.', async () => {
    const res = await api()
      .post('/api/auth/users/avatar/upload')
      .attach('avatar', TINY_PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
  });
});

describe('internal member routes (booking service)', () => {
  const internal = { Authorization: `Bearer ${API_TOKEN}` };

  it('when the API token is missing or wrong, then both routes answer 401', async () => {
    const m = await register(app);
    for (const headers of [{}, { Authorization: 'Bearer wrong' }, bearer(m.access)]) {
      expect((await api().get(`/api/internal/members/${m.id}`).set(headers)).status).toBe(401);
      const patch = await api().patch(`/api/internal/members/${m.id}/intake`).set(headers).send({});
      expect(patch.status).toBe(401);
    }
  });

  it('when a member is asked for, then it answers id, username, email, phone, blocked and the content version only', async () => {
    const m = await register(app);
    const res = await api().get(`/api/internal/members/${m.id}`).set(internal);
    expect(res.status).toBe(200);
    const version = (await api().get('/api/content-version')).body.data.version;
    expect(res.body).toEqual({
      data: {
        id: m.id,
        username: m.username,
        email: m.email,
        phone: null,
        blocked: false,
        // The booking service reuses its cached prices only while this is unchanged.
        content_version: version,
      },
    });
    // A published edit (a new package and its price) changes the version the member answer carries.
    const packages = app.strapi.documents('api::package.package');
    const created = (await packages.create({
      locale: 'en',
      data: { name: 'Version probe', price: 1000, th_price: 10 },
    } as never)) as { documentId: string };
    try {
      await packages.publish({ documentId: created.documentId, locale: 'en' } as never);
      const after = await api().get(`/api/internal/members/${m.id}`).set(internal);
      expect(after.body.data.content_version).not.toBe(version);
    } finally {
      await packages.delete({ documentId: created.documentId } as never);
    }
    expect((await api().get('/api/internal/members/999999').set(internal)).status).toBe(404);
    expect((await api().get('/api/internal/members/abc').set(internal)).status).toBe(404);
  });

  it('when the intake is invalid, then it answers 422 with the booking form messages', async () => {
    const m = await register(app);
    const res = await api().patch(`/api/internal/members/${m.id}/intake`).set(internal).send({});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      email: [MESSAGES.appointmentEmail],
      dob: [MESSAGES.dobRequired],
      gender: [MESSAGES.genderRequired],
      birthday: [MESSAGES.birthdayRequired],
      social_link: [MESSAGES.socialRequired],
    });
  });

  it("when the intake is valid, then it fills the member's dob, gender, weekday and social link", async () => {
    const m = await register(app);
    const refs = await createProfileRefs(app);
    const res = await api().patch(`/api/internal/members/${m.id}/intake`).set(internal).send({
      email: 'booking@example.com',
      dob: '1988-12-31',
      gender: refs.gender,
      birthday: refs.weekday,
      social_link: 'https://m.me/someone',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: m.id } });
    const me = await api().get('/api/auth/user').set(bearer(m.access));
    expect(me.body.data).toMatchObject({
      email: m.email,
      dob: '1988-12-31',
      gender_id: refs.gender,
      weekday_id: refs.weekday,
      social_link: 'https://m.me/someone',
    });
  });

  it('when the intake names unknown gender or weekday ids, then it answers 422 under gender and birthday', async () => {
    const m = await register(app);
    const res = await api().patch(`/api/internal/members/${m.id}/intake`).set(internal).send({
      email: 'booking@example.com',
      dob: '1988-12-31',
      gender: 999999,
      birthday: 999999,
      social_link: 'x',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      gender: [MESSAGES.genderRequired],
      birthday: [MESSAGES.birthdayRequired],
    });
    expect(
      (await api().patch('/api/internal/members/999999/intake').set(internal).send({})).status,
    ).toBe(404);
  });
});

describe('members bootstrap', () => {
  /** The admin accounts by e-mail with their roles' codes. */
  const adminRoles = async () => {
    const admins = await app.strapi.db.query('admin::user').findMany({ populate: ['roles'] });
    return Object.fromEntries(
      admins.map((a: { email: string; isActive: boolean; roles: { code: string }[] }) => [
        a.email,
        { active: a.isActive, roles: a.roles.map((r) => r.code) },
      ]),
    );
  };

  it('when the development logins are set outside production, then the reader login has the Reader role and the setup login is a Super Admin', async () => {
    // What `npm start` prints as her login is what she sees: no developer menus (issue 39.7).
    expect(await adminRoles()).toEqual({
      'reader@example.com': { active: true, roles: ['mystic-reader'] },
      'setup@example.com': { active: true, roles: ['strapi-super-admin'] },
    });
  });

  it('when the reader login was made a Super Admin by an earlier version, then the next start gives it the Reader role', async () => {
    const { bootstrapMembers } = await import('../src/bootstrap/members');
    const superAdmin = await app.strapi.db
      .query('admin::role')
      .findOne({ where: { code: 'strapi-super-admin' } });
    const reader = await app.strapi.db
      .query('admin::user')
      .findOne({ where: { email: 'reader@example.com' } });
    await app.strapi.db
      .query('admin::user')
      .update({ where: { id: reader.id }, data: { roles: [superAdmin.id] } });

    await bootstrapMembers(app.strapi);

    expect((await adminRoles())['reader@example.com'].roles).toEqual(['mystic-reader']);
    // Started again: nothing is made twice.
    await bootstrapMembers(app.strapi);
    expect(Object.keys(await adminRoles())).toHaveLength(2);
  });

  it("when Strapi starts, then the members' role is shown as Member and the reader has a role", async () => {
    const roles = await app.strapi.db.query('plugin::users-permissions.role').findMany();
    const byType = Object.fromEntries(
      roles.map((r: { type: string; name: string }) => [r.type, r.name]),
    );
    expect(byType.authenticated).toBe('Member');
    expect(byType.reader).toBe('Reader');
  });
});
