// Soak (issue 14): through the gateway, concurrent members mix cached list GETs, post reads,
// like toggles and saves (which bump the content version and drop the gateway's cache), logins
// and refreshes, bookings paid with proof uploads, and bad input, for SOAK_MS (20 s by default). Then: no answer >= 500,
// none slower than 5 s, every acknowledged booking stored, no day over its capacity.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, TINY_PNG, register, type Registered } from './members-helpers';
import { send, startStack, type Answer, type Stack } from './stack';

const SOAK_MS = Number(process.env.SOAK_MS) || 20_000;
const CLIENTS = 8;

let stack: Stack;
beforeAll(async () => {
  // The demo seed: posts, packages, genders, weekdays and booking settings to work with.
  stack = await startStack({ CMS_SEED: 'true' });
}, 180_000);
afterAll(async () => {
  await stack?.close();
});

const json = (body: Record<string, unknown> | unknown[]) => Buffer.from(JSON.stringify(body));
/** The ids of a list answer: `{ data: [...] }`, or paginated `{ data: { data: [...] } }`. */
const ids = (a: Answer): number[] => {
  let data = (JSON.parse(a.body) as { data?: unknown }).data;
  if (data && !Array.isArray(data)) data = (data as { data?: unknown }).data;
  return Array.isArray(data) ? data.map((d) => Number((d as { id: unknown }).id)) : [];
};
const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

describe('soak through the gateway', () => {
  it(
    'when members mix reads, likes, saves, logins, refreshes, bookings and bad input, then nothing fails',
    async () => {
      const get = (path: string, headers: Record<string, string> = {}) =>
        send(stack.port, 'GET', path, headers);
      const post = (path: string, body: Buffer, headers: Record<string, string> = {}) =>
        send(stack.port, 'POST', path, { 'content-type': 'application/json', ...headers }, body);

      const postList = await get('/api/posts-list');
      const posts = ids(postList);
      const slugs = (
        JSON.parse(postList.body) as { data: { data: { slug: string }[] } }
      ).data.data.map((p) => p.slug);
      const packages = ids(await get('/api/packages-list'));
      const genders = ids(await get('/api/genders-list'));
      const weekdayList = await get('/api/weekdays-list');
      const weekdays = ids(weekdayList);
      // The booking's date of birth (1990-05-17) is a Thursday: the weekday must agree (issue 21).
      const thursday = (
        JSON.parse(weekdayList.body) as { data: { id: number; day_index: number }[] }
      ).data.find((w) => w.day_index === 4)!.id;
      const banks = ids(await get('/api/banks-list'));
      expect(posts.length && packages.length && genders.length && weekdays.length).toBeTruthy();
      const settings = (
        JSON.parse((await get('/api/booking-settings')).body) as {
          data: { daily_capacity: number };
        }
      ).data;

      const stats = { sent: 0, failed: [] as string[], slow: [] as string[] };
      const statuses: Record<string, number> = {};
      const booked: Array<{ member: Registered; no: string }> = [];
      const paid = new Set<string>();
      /** A payment with its proof image, as the SPA's payment form sends it. */
      const payment = (transactionNo: string) => {
        const boundary = `soak${Math.random().toString(16).slice(2)}`;
        const field = (name: string, value: string) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
        const body = Buffer.concat([
          Buffer.from(
            field('paymentype', String(pick(banks))) + field('transaction_no', transactionNo),
          ),
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="transaction_img"; filename="slip.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          TINY_PNG,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return { body, type: `multipart/form-data; boundary=${boundary}` };
      };
      const days = Array.from({ length: 5 }, (_, i) =>
        new Date(Date.now() + (20 + i) * 86_400_000).toISOString().slice(0, 10),
      );

      const track = async (what: string, answer: Promise<Answer>): Promise<Answer | null> => {
        stats.sent++;
        try {
          const a = await answer;
          statuses[`${what} ${a.status}`] = (statuses[`${what} ${a.status}`] ?? 0) + 1;
          if (a.status >= 500) stats.failed.push(`${what} → ${a.status} ${a.body.slice(0, 200)}`);
          return a;
        } catch (err) {
          stats.slow.push(`${what}: ${(err as Error).message}`);
          return null;
        }
      };

      const client = async (member: Registered, until: number) => {
        let access = member.access;
        let refresh = member.refresh;
        const auth = () => ({ authorization: `Bearer ${access}` });
        while (Date.now() < until) {
          const post_ = pick(posts);
          const step = Math.floor(Math.random() * 10);
          if (step <= 2) {
            await track(
              'list',
              get(pick(['/api/posts-list', '/api/popular-posts', '/api/today-special-post'])),
            );
          } else if (step === 3) {
            await track('post', get(`/api/posts-list/${pick(slugs)}`));
          } else if (step === 4) {
            await track('like', post(`/api/posts/${post_}/votes/store`, json({}), auth()));
          } else if (step === 5) {
            await track('save', post(`/api/posts/${post_}/saved`, json({}), auth()));
          } else if (step === 6) {
            const a = await track(
              'refresh',
              post('/api/refresh-token', json({ refresh_token: refresh })),
            );
            if (a?.status === 200) {
              // The refresh answer's shape (docs/architecture.md section 3):
              // { token, refreshToken }.
              const body = JSON.parse(a.body) as { token: string; refreshToken: string };
              access = body.token;
              refresh = body.refreshToken;
            }
          } else if (step === 7) {
            await track(
              'login',
              post(
                '/api/login',
                json({ credentials: member.email, password: PASSWORD, acceptTerms: true }),
              ),
            );
          } else if (step === 8) {
            const a = await track(
              'booking',
              post(
                '/api/auth/appointments/store',
                json({
                  email: member.email,
                  dob: '1990-05-17',
                  gender: pick(genders),
                  birthday: thursday,
                  social_link: 'https://facebook.com/soak',
                  desc: 'Soak test reading.',
                  packages: [pick(packages)],
                  appointment_date: pick(days),
                }),
                auth(),
              ),
            );
            if (a?.status === 201) {
              const no = (JSON.parse(a.body) as { data: { appointment_no: string } }).data
                .appointment_no;
              booked.push({ member, no });
              const { body, type } = payment(`SOAK-${no}`);
              const p = await track(
                'payment',
                send(
                  stack.port,
                  'POST',
                  `/api/auth/appointments/${encodeURIComponent(no)}/payment/store`,
                  { 'content-type': type, ...auth() },
                  body,
                ),
              );
              if (p?.status === 200) paid.add(no);
            }
          } else {
            const nested = `{"username":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`;
            await track('bad register', post('/api/register', Buffer.from(nested)));
            await track(
              'bad avatar',
              send(
                stack.port,
                'POST',
                '/api/auth/users/avatar/upload',
                { 'content-type': 'multipart/form-data', ...auth() },
                Buffer.from('--x\r\nContent-Disposition: form-data; name="avatar"'),
              ),
            );
          }
        }
      };

      const members = [];
      for (let i = 0; i < CLIENTS; i++) members.push(await register(stack.cms));
      const until = Date.now() + SOAK_MS;
      await Promise.all(members.map((m) => client(m, until)));

      // Every acknowledged booking is stored, and no day holds more than its capacity.
      const perDay = new Map<string, number>();
      const stored = new Set<string>();
      const storedPaid = new Set<string>();
      for (const member of members) {
        const login = await post(
          '/api/login',
          json({ credentials: member.email, password: PASSWORD, acceptTerms: true }),
        );
        const access = (JSON.parse(login.body) as { access_token: string }).access_token;
        const list = await get(`/api/auth/appointments/users/${member.id}/bookings`, {
          authorization: `Bearer ${access}`,
        });
        expect(list.status).toBe(200);
        for (const b of (
          JSON.parse(list.body) as {
            data: {
              appointment_no: string;
              appointment_date: string;
              payment_state?: string;
            }[];
          }
        ).data) {
          stored.add(b.appointment_no);
          if (b.payment_state === 'proof_sent') storedPaid.add(b.appointment_no);
          perDay.set(b.appointment_date, (perDay.get(b.appointment_date) ?? 0) + 1);
        }
      }
      const lost = booked.filter((b) => !stored.has(b.no));
      const lostPayments = [...paid].filter((no) => !storedPaid.has(no));
      console.log(
        `[soak] ${SOAK_MS / 1000} s, ${CLIENTS} clients: ${stats.sent} requests, ` +
          `${stats.failed.length} answers >= 500, ${stats.slow.length} without an answer in 5 s, ` +
          `${booked.length} bookings acknowledged, ${lost.length} lost, ${paid.size} paid with a ` +
          `proof, ${lostPayments.length} payments lost; ${JSON.stringify(statuses)}`,
      );
      expect(stats.failed).toEqual([]);
      expect(stats.slow).toEqual([]);
      expect(lost).toEqual([]);
      expect(paid.size).toBeGreaterThan(0);
      expect(lostPayments).toEqual([]);
      for (const [day, count] of perDay) {
        expect(count, day).toBeLessThanOrEqual(settings.daily_capacity);
      }
    },
    SOAK_MS + 120_000,
  );
});
