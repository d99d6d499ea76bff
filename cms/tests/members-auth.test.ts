import jwt from 'jsonwebtoken';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mystic/shared';
import { startStrapi, type TestStrapi } from './strapi';
import {
  PASSWORD,
  bearer,
  createProfileRefs,
  expectNoPrivateFields,
  newMember,
  register,
} from './members-helpers';

let app: TestStrapi;
let refs: { gender: number; weekday: number };
const api = () => request(app.server);

beforeAll(async () => {
  app = await startStrapi({
    CMS_SEED: 'false',
    MEMBER_LOGIN_IP_MAX: '1000',
    MEMBER_REGISTER_IP_MAX: '1000',
    MEMBER_PASSWORD_IP_MAX: '1000',
  });
  refs = await createProfileRefs(app);
});
afterAll(async () => {
  await app?.close();
});

const login = (credentials: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
  api()
    .post('/api/login')
    .send({ credentials, password, acceptTerms: true, device_name: 'vitest', ...extra });

describe('POST /api/register', () => {
  it('when the payload is valid, then it answers 201 with the member and both tokens', async () => {
    const payload = newMember();
    const res = await api().post('/api/register').send(payload);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: expect.objectContaining({
        id: expect.any(Number),
        username: payload.username,
        name: payload.username,
        email: payload.email,
        phone: null,
        role: 'User',
        profile: '/api/members/default-avatar.svg',
        saved_posts: [],
      }),
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expectNoPrivateFields(res.body);
  });

  it('when the access token is decoded, then it is an HS256 access JWT naming the user id', async () => {
    const m = await register(app);
    const [header, payload] = m.access
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({
      userId: String(m.id),
      type: 'access',
      sessionId: expect.any(String),
    });
    expect(payload.exp - payload.iat).toBe(1800);
    // What the booking service does: verify locally with the shared secret and a fixed algorithm.
    const verified = jwt.verify(m.access, process.env.JWT_SECRET!, { algorithms: ['HS256'] });
    expect(verified).toMatchObject({ userId: String(m.id), type: 'access' });
    const refresh = JSON.parse(Buffer.from(m.refresh.split('.')[1]!, 'base64url').toString());
    expect(refresh.type).toBe('refresh');
    expect(refresh.exp - Date.now() / 1000).toBeGreaterThan(30 * 24 * 3600 - 60);
  });

  it('when fields are missing, then it answers 422 with the spec message under each field', async () => {
    const res = await api().post('/api/register').send({});
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.validationFailed);
    expect(res.body.errors).toEqual({
      username: [MESSAGES.usernameRequired],
      email: [MESSAGES.emailRequired],
      password: [MESSAGES.passwordRequired],
      password_confirmation: [MESSAGES.passwordConfirmationRequired],
    });
    // The codes beside the messages (issue 17): what the SPA shows, in the member's language.
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.field_codes).toEqual({
      username: ['username_required'],
      email: ['email_required'],
      password: ['password_required'],
      password_confirmation: ['password_confirmation_required'],
    });
  });

  it('when values are out of range, then each field carries its spec message', async () => {
    const short = await api()
      .post('/api/register')
      .send(
        newMember({
          username: 'ab',
          email: 'nope',
          password: '12345',
          password_confirmation: '12345',
        }),
      );
    expect(short.status).toBe(422);
    expect(short.body.errors.username).toEqual([MESSAGES.usernameMin]);
    expect(short.body.errors.email).toEqual([MESSAGES.emailInvalid]);
    expect(short.body.errors.password).toEqual([MESSAGES.passwordMin]);

    const long = await api()
      .post('/api/register')
      .send(newMember({ username: 'x'.repeat(51) }));
    expect(long.body.errors.username).toEqual([MESSAGES.usernameMax]);

    const mismatch = await api()
      .post('/api/register')
      .send(newMember({ password_confirmation: 'Other123' }));
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: [MESSAGES.passwordsMustMatch] });
  });

  it('when the username or e-mail is taken (in any case), then it is a field error', async () => {
    const first = await register(app);
    const res = await api()
      .post('/api/register')
      .send(
        newMember({ username: first.username.toUpperCase(), email: first.email.toUpperCase() }),
      );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      username: [MESSAGES.usernameTaken],
      email: [MESSAGES.emailTaken],
    });
  });

  it('when registrations race for one username or e-mail, then one account is made and the others are field errors', async () => {
    const first = newMember();
    const sameName = [first, newMember({ username: first.username.toUpperCase() })];
    const email = `race-${first.email}`;
    const sameEmail = [newMember({ email }), newMember({ email: email.toUpperCase() })];
    for (const [field, payloads] of [
      ['username', sameName],
      ['email', sameEmail],
    ] as const) {
      const answers = await Promise.all(payloads.map((p) => api().post('/api/register').send(p)));
      expect(answers.map((r) => r.status).sort(), field).toEqual([201, 422]);
      expect(answers.find((r) => r.status === 422)?.body.errors).toEqual({
        [field]: [field === 'username' ? MESSAGES.usernameTaken : MESSAGES.emailTaken],
      });
    }
    const users = app.strapi.db.query('plugin::users-permissions.user');
    expect(await users.count({ where: { username: { $eqi: first.username } } })).toBe(1);
    expect(await users.count({ where: { email: { $eqi: email } } })).toBe(1);
  });

  it('when the body asks for a role, confirmed or blocked flag, then they are ignored', async () => {
    const reader = await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'reader' } });
    const res = await api()
      .post('/api/register')
      .send(newMember({ role: reader.id, blocked: true, confirmed: false, provider: 'google' }));
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('User');
    const row = await app.strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { id: res.body.user.id }, populate: ['role'] });
    expect(row).toMatchObject({ blocked: false, confirmed: true, provider: 'local' });
    expect(row.role.type).toBe('authenticated');
  });
});

describe('POST /api/login', () => {
  it('when the credentials are a username, an e-mail in any case or a phone, then each logs in', async () => {
    const m = await register(app);
    await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(m.access))
      .send({
        username: m.username,
        email: m.email,
        phone: '09 7777-12345',
        gender: refs.gender,
        birthday: refs.weekday,
        dob: '1990-05-05',
      })
      .expect(200);

    for (const credentials of [m.username, m.email.toUpperCase(), '09777712345', '09 7777-12345']) {
      const res = await login(credentials);
      expect(res.status, credentials).toBe(200);
      expect(res.body.user.id).toBe(m.id);
      expect(res.body.access_token).toEqual(expect.any(String));
      expect(res.body.refresh_token).toEqual(expect.any(String));
      expectNoPrivateFields(res.body);
    }
  });

  it('when the username is typed in another case, then it logs in', async () => {
    const m = await register(app, { username: `MaAye${Date.now().toString(36)}` });

    const lower = await login(m.username.toLowerCase());
    const upper = await login(m.username.toUpperCase());

    expect(lower.status).toBe(200);
    expect(lower.body.user.id).toBe(m.id);
    expect(upper.status).toBe(200);
    expect(upper.body.user.id).toBe(m.id);
  });

  it("when the username contains '@', then it logs in by that username, and an e-mail still comes first", async () => {
    const tag = Date.now().toString(36);
    const withAt = await register(app, { username: `ko@tarot${tag}` });
    // Another member's username is exactly the first member's e-mail address.
    const lookalike = await register(app, { username: withAt.email });

    const byUsername = await login(withAt.username.toUpperCase());
    const byEmail = await login(withAt.email);
    const lookalikeByEmail = await login(lookalike.email);

    expect(byUsername.status).toBe(200);
    expect(byUsername.body.user.id).toBe(withAt.id);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.user.id).toBe(withAt.id);
    expect(lookalikeByEmail.body.user.id).toBe(lookalike.id);
  });

  it('when the password is wrong or the account unknown, then it answers 401 with a message and no user', async () => {
    const m = await register(app);
    for (const res of [await login(m.username, 'Wrong123'), await login('nobody-here')]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: 'invalid_credentials',
        message: MESSAGES.invalidCredentials,
      });
    }
  });

  it('when fields are missing or terms not accepted, then it answers 422 with the spec messages', async () => {
    const res = await api().post('/api/login').send({ acceptTerms: false });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      credentials: [MESSAGES.required],
      password: [MESSAGES.passwordRequired],
      acceptTerms: [MESSAGES.acceptTerms],
    });
  });

  it('when the account is blocked, then the right password still gets no tokens', async () => {
    const m = await register(app);
    await app.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: m.id }, data: { blocked: true } });
    const res = await login(m.username);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'account_blocked', message: MESSAGES.accountBlocked });
    const me = await api().get('/api/auth/user').set(bearer(m.access));
    expect(me.status).toBe(401);
    const refreshed = await api().post('/api/refresh-token').send({ refresh_token: m.refresh });
    expect(refreshed.status).toBe(401);
  });
});

describe('POST /api/refresh-token', () => {
  it('when a refresh token is used, then it yields a new pair that keeps working', async () => {
    const m = await register(app);
    const first = await api().post('/api/refresh-token').send({ refresh_token: m.refresh });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ token: expect.any(String), refreshToken: expect.any(String) });
    expect(first.body.refreshToken).not.toBe(m.refresh);

    const me = await api().get('/api/auth/user').set(bearer(first.body.token));
    expect(me.status).toBe(200);
    const second = await api()
      .post('/api/refresh-token')
      .send({ refresh_token: first.body.refreshToken });
    expect(second.status).toBe(200);
  });

  it('when a rotated refresh token is replayed, then the whole login ends: the newer tokens are refused too', async () => {
    const m = await register(app);
    const elsewhere = await login(m.username);
    const first = await api().post('/api/refresh-token').send({ refresh_token: m.refresh });
    expect(first.status).toBe(200);

    const reused = await api().post('/api/refresh-token').send({ refresh_token: m.refresh });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({
      code: 'refresh_token_invalid',
      message: MESSAGES.refreshTokenInvalid,
    });

    const next = await api()
      .post('/api/refresh-token')
      .send({ refresh_token: first.body.refreshToken });
    expect(next.status).toBe(401);
    expect((await api().get('/api/auth/user').set(bearer(first.body.token))).status).toBe(401);
    expect((await api().get('/api/auth/user').set(bearer(m.access))).status).toBe(401);
    // The member's other login is not the stolen one and goes on.
    expect(
      (await api().get('/api/auth/user').set(bearer(elsewhere.body.access_token))).status,
    ).toBe(200);
  });

  it('when the token is missing, garbage or an access token, then it is refused', async () => {
    const m = await register(app);
    const missing = await api().post('/api/refresh-token').send({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ refresh_token: [MESSAGES.required] });
    for (const refresh_token of ['garbage', m.access]) {
      const res = await api().post('/api/refresh-token').send({ refresh_token });
      expect(res.status).toBe(401);
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('when a member logs out, then that session ends: its refresh and access tokens stop working', async () => {
    const m = await register(app);
    const other = await login(m.username);
    const out = await api().post('/api/auth/logout').set(bearer(m.access));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ message: MESSAGES.loggedOut });

    expect((await api().post('/api/refresh-token').send({ refresh_token: m.refresh })).status).toBe(
      401,
    );
    expect((await api().get('/api/auth/user').set(bearer(m.access))).status).toBe(401);
    // Another device's session is not touched.
    expect((await api().get('/api/auth/user').set(bearer(other.body.access_token))).status).toBe(
      200,
    );
  });

  it('when the access token predates a refresh, then logout still ends the refreshed session', async () => {
    const m = await register(app);
    const rotated = await api().post('/api/refresh-token').send({ refresh_token: m.refresh });
    await api().post('/api/auth/logout').set(bearer(m.access)).expect(200);
    const res = await api()
      .post('/api/refresh-token')
      .send({ refresh_token: rotated.body.refreshToken });
    expect(res.status).toBe(401);
  });

  it('when logging out with a refreshed access token, then the older access token of that login stops too', async () => {
    const m = await register(app);
    const rotated = await api().post('/api/refresh-token').send({ refresh_token: m.refresh });
    await api().post('/api/auth/logout').set(bearer(rotated.body.token)).expect(200);
    expect((await api().get('/api/auth/user').set(bearer(m.access))).status).toBe(401);
    expect((await api().get('/api/auth/user').set(bearer(rotated.body.token))).status).toBe(401);
  });

  it('when there is no token, then it answers 401 Unauthenticated.', async () => {
    const res = await api().post('/api/auth/logout');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
  });
});

describe('GET /api/auth/user', () => {
  it('when called with an access token, then data is the member without private fields, never cached', async () => {
    const m = await register(app);
    const res = await api().get('/api/auth/user').set(bearer(m.access));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data).toMatchObject({ id: m.id, username: m.username, role: 'User' });
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'dob',
        'email',
        'gender_id',
        'id',
        'name',
        'phone',
        'profile',
        'role',
        'saved_posts',
        'social_link',
        'username',
        'weekday_id',
      ].sort(),
    );
    expectNoPrivateFields(res.body);
  });

  it('when the token is missing, malformed or a refresh token, then it answers 401 Unauthenticated.', async () => {
    const m = await register(app);
    for (const headers of [
      {},
      { Authorization: 'Bearer nope' },
      bearer(m.refresh),
      { Authorization: m.access },
    ]) {
      const res = await api().get('/api/auth/user').set(headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
    }
  });

  it('when a validly signed access token names no session, then it answers 401 Unauthenticated.', async () => {
    const m = await register(app);
    // Signed with the right secret and shaped like an access token, but outside any login: such a
    // token could never be ended by logout or a password change.
    const sessionless = jwt.sign(
      { userId: String(m.id), type: 'access' },
      process.env.JWT_SECRET!,
      {
        algorithm: 'HS256',
        expiresIn: 600,
      },
    );

    const res = await api().get('/api/auth/user').set(bearer(sessionless));

    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
  });

  it('when the default avatar is fetched, then it exists as an SVG image', async () => {
    const res = await api().get('/api/members/default-avatar.svg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('PATCH /api/auth/users/info/update', () => {
  let phones = 0;
  const profile = (
    m: { username: string; email: string },
    extra: Record<string, unknown> = {},
  ) => ({
    username: m.username,
    email: m.email,
    phone: `+66 81 234 ${String(1000 + (phones += 1))}`,
    gender: refs.gender,
    birthday: refs.weekday,
    dob: '1992-02-29',
    ...extra,
  });

  it('when the profile is valid, then it is saved and answered', async () => {
    const m = await register(app);
    const res = await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(m.access))
      .send(
        profile(m, {
          username: `${m.username}x`,
          email: `X${m.email}`,
          phone: '+66 81 999-0000',
          // A new e-mail takes the password (issue 37).
          current_password: PASSWORD,
        }),
      );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      username: `${m.username}x`,
      email: `x${m.email}`,
      phone: '+66819990000',
      dob: '1992-02-29',
      gender_id: refs.gender,
      weekday_id: refs.weekday,
    });
    expectNoPrivateFields(res.body);
  });

  it('when fields are missing, then it answers 422 under the spec field names', async () => {
    const m = await register(app);
    const res = await api().patch('/api/auth/users/info/update').set(bearer(m.access)).send({});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      username: [MESSAGES.profileUsernameRequired],
      email: [MESSAGES.profileEmailRequired],
      phone: [MESSAGES.phoneRequired],
      gender: [MESSAGES.profileGenderRequired],
      birthday: [MESSAGES.profileBirthdayRequired],
      dob: [MESSAGES.profileDobRequired],
    });
    const bad = await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(m.access))
      .send(profile(m, { username: 'ab', email: 'bad' }));
    expect(bad.body.errors).toEqual({
      username: [MESSAGES.profileUsernameMin],
      email: [MESSAGES.profileEmail],
    });
  });

  it('when the gender or weekday id is not a known entry, then each is a field error', async () => {
    const m = await register(app);
    const res = await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(m.access))
      .send(profile(m, { gender: 999999, birthday: 999999 }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      gender: [MESSAGES.profileGenderRequired],
      birthday: [MESSAGES.profileBirthdayRequired],
    });
  });

  it('when the weekday contradicts the date of birth, then 422 under birthday with the shared message', async () => {
    const m = await register(app);
    // refs.weekday is a Saturday; 1992-03-02 is a Monday.
    const res = await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(m.access))
      .send(profile(m, { dob: '1992-03-02' }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ birthday: [MESSAGES.birthdayContradictsDob] });
  });

  it('when the phone is typed with Myanmar digits or spaces, then it is kept in E.164 and logs in; a foreign number is refused', async () => {
    const m = await register(app);
    const saved = await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(m.access))
      .send(profile(m, { phone: '၀၉ ၇၈၁၂ ၃၄၅၆၇' }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.phone).toBe('+959781234567');
    for (const credentials of ['09781234567', '၀၉၇၈၁၂၃၄၅၆၇', '+95 9 7812 34567']) {
      const res = await login(credentials);
      expect(res.status, credentials).toBe(200);
      expect(res.body.user.id).toBe(m.id);
    }
    const foreign = await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(m.access))
      .send(profile(m, { phone: '+1 415 555 2671' }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ phone: [MESSAGES.phoneInvalid] });
  });

  it('when the username is typed in Zawgyi, then it is saved in Unicode', async () => {
    const m = await register(app);
    const res = await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(m.access))
      .send(profile(m, { username: `ေမာင္ေမာင္${m.id}` }));
    expect(res.status).toBe(200);
    expect(res.body.data.username).toBe(`မောင်မောင်${m.id}`);
  });

  it("when the username, e-mail or phone is another member's, then each is a field error", async () => {
    const a = await register(app);
    const b = await register(app);
    await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(a.access))
      .send(profile(a, { phone: '+95 9 4000 1111' }))
      .expect(200);
    const res = await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(b.access))
      .send(
        profile(b, {
          username: a.username,
          email: a.email,
          phone: '+95-9-4000-1111',
          current_password: PASSWORD,
        }),
      );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      username: [MESSAGES.usernameTaken],
      email: [MESSAGES.emailTaken],
      phone: [MESSAGES.phoneTaken],
    });
  });

  it('when two members race to take one phone number, then only one gets it', async () => {
    const a = await register(app);
    const b = await register(app);
    const phone = '+95 9 4000 2222';
    const answers = await Promise.all(
      [a, b].map((m) =>
        api()
          .patch('/api/auth/users/info/update')
          .set(bearer(m.access))
          .send(profile(m, { phone })),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.status === 422)?.body.errors).toEqual({
      phone: [MESSAGES.phoneTaken],
    });
    const users = app.strapi.db.query('plugin::users-permissions.user');
    expect(await users.count({ where: { phone: '+95940002222' } })).toBe(1);
  });

  it('when the body carries role, blocked, confirmed, password or another id, then only the own profile changes', async () => {
    const a = await register(app);
    const b = await register(app);
    const reader = await app.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'reader' } });
    await api()
      .patch('/api/auth/users/info/update')
      .set(bearer(a.access))
      .send(
        profile(a, {
          id: b.id,
          role: reader.id,
          blocked: true,
          confirmed: false,
          password: 'Hacked123',
        }),
      )
      .expect(200);
    const rows = await app.strapi.db.query('plugin::users-permissions.user').findMany({
      where: { id: { $in: [a.id, b.id] } },
      populate: ['role'],
      orderBy: { id: 'asc' },
    });
    expect(
      rows.map((r: { role: { type: string }; blocked: boolean }) => [r.role.type, r.blocked]),
    ).toEqual([
      ['authenticated', false],
      ['authenticated', false],
    ]);
    expect(rows[1].phone).toBeNull();
    expect((await login(a.username, 'Hacked123')).status).toBe(401);
    expect((await login(a.username)).status).toBe(200);
  });
});

describe('PATCH /api/auth/users/password/update', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    api().patch('/api/auth/users/password/update').set(bearer(token)).send(body);

  it('when the current password is wrong, then it answers 422 under currentPassword', async () => {
    const m = await register(app);
    const res = await change(m.access, {
      currentPassword: 'Wrong123',
      newPassword: 'Better456',
      confirmPassword: 'Better456',
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'current_password_invalid',
      message: MESSAGES.currentPasswordInvalid,
      errors: { currentPassword: [MESSAGES.currentPasswordInvalid] },
      field_codes: { currentPassword: ['current_password_invalid'] },
    });
  });

  it('when the new password is weak or unconfirmed, then each field carries its spec message', async () => {
    const m = await register(app);
    const empty = await change(m.access, {});
    expect(empty.body.errors).toEqual({
      currentPassword: [MESSAGES.currentPasswordRequired],
      newPassword: [MESSAGES.newPasswordRequired],
      confirmPassword: [MESSAGES.confirmPasswordRequired],
    });
    const weak = await change(m.access, {
      currentPassword: PASSWORD,
      newPassword: 'alllower1',
      confirmPassword: 'x',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual({
      newPassword: [MESSAGES.passwordComplexity],
      confirmPassword: [MESSAGES.passwordsMatch],
    });
    const short = await change(m.access, {
      currentPassword: PASSWORD,
      newPassword: 'Ab1',
      confirmPassword: 'Ab1',
    });
    expect(short.body.errors).toEqual({ newPassword: [MESSAGES.passwordMin6] });
  });

  it("when the password changes, then the member's other sessions end and this one continues", async () => {
    const m = await register(app);
    const other = (await login(m.username)).body;
    const res = await change(m.access, {
      currentPassword: PASSWORD,
      newPassword: 'Better456',
      confirmPassword: 'Better456',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MESSAGES.passwordUpdated });

    expect(
      (await api().post('/api/refresh-token').send({ refresh_token: other.refresh_token })).status,
    ).toBe(401);
    expect((await api().get('/api/auth/user').set(bearer(other.access_token))).status).toBe(401);
    expect((await api().get('/api/auth/user').set(bearer(m.access))).status).toBe(200);
    expect((await api().post('/api/refresh-token').send({ refresh_token: m.refresh })).status).toBe(
      200,
    );
    expect((await login(m.username)).status).toBe(401);
    expect((await login(m.username, 'Better456')).status).toBe(200);
  });
});

describe('GET /api/auth/google/redirect', () => {
  it('when asked, then it answers 501 with a message', async () => {
    const res = await api().get('/api/auth/google/redirect');
    expect(res.status).toBe(501);
    expect(res.body).toEqual({ code: 'google_not_offered', message: MESSAGES.googleNotOffered });
  });
});

describe("Strapi's own users-permissions routes", () => {
  it('when called, then they do not exist (members use the rate-limited spec routes)', async () => {
    const m = await register(app);
    const checks = {
      'POST /api/auth/local': api()
        .post('/api/auth/local')
        .send({ identifier: m.username, password: PASSWORD }),
      'POST /api/auth/local/register': api().post('/api/auth/local/register').send(newMember()),
      'POST /api/auth/refresh': api().post('/api/auth/refresh').send({ refreshToken: m.refresh }),
      'GET /api/users/me': api().get('/api/users/me').set(bearer(m.access)),
      'PUT /api/users/:id': api()
        .put(`/api/users/${m.id}`)
        .set(bearer(m.access))
        .send({ blocked: true }),
      'GET /api/users': api().get('/api/users'),
    };
    for (const [name, pending] of Object.entries(checks)) {
      // 405 when only a GET catch-all (static files) matches the path.
      expect([name, [404, 405].includes((await pending).status)]).toEqual([name, true]);
    }
  });
});
