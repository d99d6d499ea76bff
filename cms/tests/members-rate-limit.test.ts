import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mystic/shared';
import { startStrapi, type TestStrapi } from './strapi';
import { PASSWORD, bearer, newMember } from './members-helpers';

let app: TestStrapi;
const api = () => request(app.server);

beforeAll(async () => {
  app = await startStrapi({
    CMS_SEED: 'false',
    MEMBER_LOGIN_IP_MAX: '8',
    MEMBER_LOGIN_ACCOUNT_IP_MAX: '3',
    MEMBER_LOGIN_ACCOUNT_MAX: '6',
    MEMBER_REGISTER_IP_MAX: '3',
    MEMBER_PASSWORD_ACCOUNT_MAX: '2',
  });
});
afterAll(async () => {
  await app?.close();
});

// The gateway overwrites X-Forwarded-For with the real client address; here it stands for it.
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

async function registerFrom(ip: string) {
  const payload = newMember();
  const res = await api().post('/api/register').set(from(ip)).send(payload);
  expect(res.status).toBe(201);
  return { ...payload, access: res.body.access_token as string };
}

const login = (ip: string, credentials: string, password: string) =>
  api().post('/api/login').set(from(ip)).send({ credentials, password, acceptTerms: true });

const expect429 = (res: request.Response) => {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ code: 'too_many_requests', message: MESSAGES.tooManyRequests });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
};

describe('rate limits', () => {
  it('when one IP fails too often on an account, then that IP waits even with the right password, in any spelling', async () => {
    const m = await registerFrom('10.0.0.1');
    for (let i = 0; i < 3; i++) {
      expect((await login('10.0.1.1', m.username, 'Wrong123')).status).toBe(401);
    }

    const sameIp = await login('10.0.1.1', m.username, PASSWORD);
    const otherSpelling = await login('10.0.1.1', m.email.toUpperCase(), PASSWORD);

    expect429(sameIp);
    expect429(otherSpelling);
  });

  it('when one IP has locked itself out of an account, then the owner still logs in from another IP', async () => {
    const m = await registerFrom('10.0.0.1');
    for (let i = 0; i < 3; i++) {
      expect((await login('10.0.5.1', m.username, 'Wrong123')).status).toBe(401);
    }
    expect429(await login('10.0.5.1', m.username, PASSWORD));

    const owner = await login('10.0.5.2', m.username, PASSWORD);

    expect(owner.status).toBe(200);
    expect(owner.body.access_token).toEqual(expect.any(String));
  });

  it('when an account fails from many IPs past its cap, then wrong passwords wait but the right one passes, in any spelling', async () => {
    const m = await registerFrom('10.0.0.3');
    for (const ip of ['10.0.3.1', '10.0.3.2', '10.0.3.3']) {
      for (let i = 0; i < 2; i++)
        expect((await login(ip, m.username, 'Wrong123')).status).toBe(401);
    }

    expect429(await login('10.0.4.1', m.username, 'Wrong123'));
    expect429(await login('10.0.4.1', m.email.toUpperCase(), 'Wrong456'));
    expect((await login('10.0.4.2', m.username, PASSWORD)).status).toBe(200);
    expect((await login('10.0.4.3', m.email.toUpperCase(), PASSWORD)).status).toBe(200);
  });

  it('when a real and an unknown account are guessed alike, then the answers are alike', async () => {
    const m = await registerFrom('10.0.0.4');
    const answers = async (ip: string, credentials: string) => {
      const out: Array<[number, unknown]> = [];
      for (let i = 0; i < 5; i++) {
        const res = await login(ip, credentials, 'Wrong123');
        out.push([res.status, res.body]);
      }
      return out;
    };
    const real = await answers('10.0.6.1', m.username);
    const unknown = await answers('10.0.6.2', `nobody-${m.username}`);
    expect(unknown).toEqual(real);
    expect(real.map(([status]) => status)).toEqual([401, 401, 401, 429, 429]);
    // And across addresses: the account-wide cap answers the unknown name the same way.
    const realWide = await answers('10.0.6.3', m.username);
    const unknownWide = await answers('10.0.6.4', `nobody-${m.username}`);
    expect(unknownWide).toEqual(realWide);
  });

  it('when one IP makes too many login attempts, then it gets 429 while another IP does not', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await login('10.9.9.9', `nobody${i}`, 'Wrong123')).status).toBe(401);
    }
    expect429(await login('10.9.9.9', 'nobody-else', 'Wrong123'));
    expect((await login('10.9.9.10', 'nobody-else', 'Wrong123')).status).toBe(401);
  });

  it('when one IP registers too often, then it gets 429', async () => {
    for (let i = 0; i < 3; i++) await registerFrom('10.7.7.7');
    expect429(await api().post('/api/register').set(from('10.7.7.7')).send(newMember()));
    expect((await api().post('/api/register').set(from('10.7.7.8')).send(newMember())).status).toBe(
      201,
    );
  });

  it('when the current password is guessed wrong too often, then the password route answers 429', async () => {
    const m = await registerFrom('10.0.0.2');
    const change = (currentPassword: string) =>
      api()
        .patch('/api/auth/users/password/update')
        .set(bearer(m.access))
        .send({ currentPassword, newPassword: 'Better456', confirmPassword: 'Better456' });
    expect((await change('Wrong123')).status).toBe(422);
    expect((await change('Wrong456')).status).toBe(422);
    expect429(await change(PASSWORD));
  });
});
