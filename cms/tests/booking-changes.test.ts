// The CMS tells the booking service its changes (issue 15): a published price and a member
// renamed or blocked are seen by the very next booking, and while nothing changes a booking asks
// the CMS nothing. The real stack: Strapi with the demo seed, the booking service, the gateway.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '@mystic/shared';
import { bearer, register, type Registered } from './members-helpers';
import { startStack, type Stack } from './stack';

const USER = 'plugin::users-permissions.user';

describe('what the CMS tells the booking service', () => {
  let stack: Stack;
  const requests: string[] = [];
  let form: { gender: number; birthday: number; packageId: number; packageDocumentId: string };
  let day = 20;

  beforeAll(async () => {
    stack = await startStack({ CMS_SEED: 'true' });
    // Where the CMS tells its changes (read at each change): the booking service starts after it.
    stack.cms.strapi.config.set('site.bookingUrl', stack.bookingUrl);
    stack.cms.strapi.config.set('site.bookingAdminToken', stack.bookingAdminToken);
    stack.cms.server.on('request', (req: { method?: string; url?: string }) => {
      requests.push(`${req.method} ${req.url?.split('?')[0]}`);
    });
    const cms = request(stack.cms.server);
    const genders = (await cms.get(pathOf('genders'))).body.data as { id: number }[];
    const weekdays = (await cms.get(pathOf('weekdays'))).body.data as {
      id: number;
      day_index: number;
    }[];
    const [pkg] = (await cms.get(pathOf('packagesAll'))).body.data.data as {
      id: number;
      name: string;
    }[];
    const doc = (await stack.cms.strapi
      .documents('api::package.package')
      .findFirst({ locale: 'en', filters: { name: pkg!.name } } as never)) as {
      documentId: string;
    };
    form = {
      gender: genders[0]!.id,
      // 1990-05-17 is a Thursday; the weekday must agree with the date of birth.
      birthday: weekdays.find((w) => w.day_index === 4)!.id,
      packageId: pkg!.id,
      packageDocumentId: doc.documentId,
    };
  }, 240_000);
  afterAll(async () => {
    await stack?.close();
  });

  /** Books the next open day for `m`: the answer's status and the stored booking. */
  const book = async (m: Registered) => {
    for (;;) {
      const date = new Date(Date.now() + day++ * 86_400_000).toISOString().slice(0, 10);
      const res = await request(stack.booking.app)
        .post(pathOf('createAppointment'))
        .set(bearer(m.access))
        .send({
          email: m.email,
          dob: '1990-05-17',
          gender: form.gender,
          birthday: form.birthday,
          social_link: 'https://facebook.com/member',
          desc: 'A reading, please.',
          packages: [form.packageId],
          appointment_date: date,
        });
      if (res.body.code === 'day_closed' || res.body.code === 'day_full') continue;
      if (res.status !== 201) return { status: res.status, body: res.body, stored: null };
      const stored = await stack.booking.ctx.db
        .selectFrom('appointments')
        .select(['customer_name', 'total_price'])
        .where('appointment_no', '=', res.body.data.appointment_no as string)
        .executeTakeFirstOrThrow();
      return {
        status: 201,
        body: res.body,
        stored: { ...stored, total_price: Number(stored.total_price) },
      };
    }
  };
  const memberReads = () => requests.filter((r) => /^GET \/api\/internal\/members\//.test(r));
  const priceReads = () => requests.filter((r) => r === `GET ${pathOf('packagesAll')}`);

  it('when a price is published, then the very next booking is made at it; while nothing changes, a booking asks the CMS nothing', async () => {
    const m = await register(stack.cms);
    const first = await book(m);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const [members, prices] = [memberReads().length, priceReads().length];
    const again = await book(m);
    expect(again.status).toBe(201);
    // No member read (their session's check brought them), no price read (the version holds).
    expect(memberReads().length - members).toBe(0);
    expect(priceReads().length - prices).toBe(0);

    const packages = stack.cms.strapi.documents('api::package.package');
    const documentId = form.packageDocumentId;
    await packages.update({ documentId, locale: 'en', data: { price: 123000 } } as never);
    await packages.publish({ documentId, locale: 'en' } as never);
    const after = await book(m);
    expect(after.status).toBe(201);
    expect(after.stored!.total_price).toBe(123000);
    expect(memberReads().length - members).toBe(0);
  });

  it('when a member is renamed, then their next booking carries the new name; when blocked, it is refused', async () => {
    const m = await register(stack.cms);
    expect((await book(m)).stored!.customer_name).toBe(m.username);
    await stack.cms.strapi.db
      .query(USER)
      .update({ where: { id: m.id }, data: { username: `${m.username}x` } });
    expect((await book(m)).stored!.customer_name).toBe(`${m.username}x`);
    await stack.cms.strapi.db.query(USER).update({ where: { id: m.id }, data: { blocked: true } });
    expect([401, 403]).toContain((await book(m)).status);
  });

  it('when the booking service checks its sessions, then the answer carries the content version and their members', async () => {
    const m = await register(stack.cms);
    const { userId, sessionId } = JSON.parse(
      Buffer.from(m.access.split('.')[1]!, 'base64url').toString(),
    ) as { userId: string; sessionId: string };
    const res = await request(stack.cms.server)
      .post(pathOf('internalEndedSessions'))
      .set(bearer(process.env.TEST_CMS_API_TOKEN!))
      .send({ sessions: [{ id: sessionId, user_id: Number(userId) }] });
    const version = (await request(stack.cms.server).get(pathOf('contentVersion'))).body.data
      .version as string;
    expect(res.body).toEqual({
      data: {
        ended: [],
        content_version: version,
        members: [{ id: m.id, username: m.username, phone: null, blocked: false }],
      },
    });
  });
});
