// An in-process fake of exactly the CMS contract routes the booking service calls (BRIEF.md),
// with switches for the failures the service must survive.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePackage {
  id: number;
  name: string;
  /** The Burmese name, served for `?locale=my` (absent: the CMS falls back to English). */
  name_my?: string;
  price: number;
  th_price: number;
  discount_percent: number;
  final_price: number;
  th_final_price: number;
  currency: string;
  th_currency: string;
  image: string;
  description: string;
}

export interface FakeSettings {
  daily_capacity: number;
  closed_weekdays: number[];
  blocked_dates: string[];
  unpaid_expiry_hours: number;
  max_open_bookings?: number;
  max_bookings_per_day?: number;
  verifying_overdue_hours?: number;
  cancel_notice_hours?: number;
  max_reschedules?: number;
  closed_on_sabbath?: boolean;
  closed_during_thingyan?: boolean;
}

export interface FakeCms {
  url: string;
  token: string;
  packages: FakePackage[];
  banks: {
    id: number;
    name: string;
    image: string;
    account_name: string;
    account_number: string;
    qr_image: string | null;
    currency: string;
  }[];
  settings: FakeSettings;
  /** The reader's contact details (`/api/get-info`). */
  siteInfo: { email: string; phone: string; title: string };
  genders: { id: number; name: string }[];
  weekdays: { id: number; name: string; day_index: number }[];
  blockedMembers: Set<number>;
  unknownMembers: Set<number>;
  /** Members' names other than `member<id>`. */
  memberNames: Map<number, string>;
  /** Issue 42: admin users as GET /api/internal/desk-actors/:id answers (unknown: 404). */
  deskActors: Map<number, { name: string; may_update_status: boolean }>;
  /** Sessions the CMS answers as ended (blocked members' sessions are not, unlike the CMS's). */
  endedSessions: Set<string>;
  /**
   * Tells the booking service (`tellBooking`) what changed since it was last told, as the CMS
   * does, awaited, when the reader publishes content or changes a member. The harness calls it
   * before every request a test sends through `h.http`; a test that sends otherwise calls it.
   */
  publish(): Promise<void>;
  /** Where `publish` tells (the booking service's URL and BOOKING_ADMIN_TOKEN). */
  tellBooking(url: string, adminToken: string): void;
  intakes: { id: number; body: Record<string, unknown> }[];
  /** What the intake PATCH answers (200 records it; e.g. 503 or 422 to fail it). */
  intakeStatus: number;
  /** 'down': every connection is dropped; 'hang': requests never answer; 'error': 500s. */
  mode: 'ok' | 'down' | 'hang' | 'error';
  requests: string[];
  close(): Promise<void>;
}

export const PACKAGES: FakePackage[] = [
  {
    id: 1,
    name: 'Tarot Reading',
    name_my: 'တားရော့ ဗေဒင်',
    price: 30000,
    th_price: 300,
    discount_percent: 0,
    final_price: 30000,
    th_final_price: 300,
    currency: 'Ks',
    th_currency: '฿',
    image: '/uploads/defaults/package.png',
    description: 'A reading.',
  },
  {
    id: 2,
    name: 'Palm Reading',
    name_my: 'လက္ခဏာ ဗေဒင်',
    price: 50000,
    th_price: 500,
    discount_percent: 10,
    final_price: 45000,
    th_final_price: 450,
    currency: 'Ks',
    th_currency: '฿',
    image: '/uploads/defaults/package.png',
    description: 'A reading.',
  },
  {
    id: 3,
    name: 'Birth Chart',
    price: 80000,
    th_price: 800,
    discount_percent: 25,
    final_price: 60000,
    th_final_price: 600,
    currency: 'Ks',
    th_currency: '฿',
    image: '/uploads/defaults/package.png',
    description: 'A reading.',
  },
];

export async function startFakeCms(token = 'fake-cms-api-token-0123456789'): Promise<FakeCms> {
  const hanging = new Set<http.ServerResponse>();
  const state: Omit<FakeCms, 'url' | 'close' | 'publish' | 'tellBooking'> = {
    token,
    packages: structuredClone(PACKAGES),
    banks: [
      {
        id: 1,
        name: 'KBZ Pay',
        image: '/uploads/kbz.png',
        account_name: 'Daw Mya',
        account_number: '09123456789',
        qr_image: null,
        currency: 'Ks',
      },
      {
        id: 2,
        name: 'PromptPay',
        image: '/uploads/promptpay.png',
        account_name: 'Mya',
        account_number: '0812345678',
        qr_image: null,
        currency: '฿',
      },
    ],
    settings: {
      daily_capacity: 5,
      closed_weekdays: [],
      blocked_dates: [],
      unpaid_expiry_hours: 24,
    },
    siteInfo: { email: 'reader@example.com', phone: '+95 9 111 222 333', title: 'Mystic Visions' },
    genders: [
      { id: 1, name: 'Male' },
      { id: 2, name: 'Female' },
    ],
    // Burmese astrology's eight days: Wednesday afternoon (Rahu) is the eighth.
    weekdays: [
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Rahu',
    ].map((name, i) => ({ id: i + 1, name, day_index: i === 7 ? 3 : i })),
    blockedMembers: new Set(),
    unknownMembers: new Set(),
    memberNames: new Map(),
    deskActors: new Map(),
    endedSessions: new Set(),
    intakes: [],
    intakeStatus: 200,
    mode: 'ok',
    requests: [],
  };

  // Like the CMS's: changes whenever the content a booking reads changes (here: derived from it,
  // so a test that edits a price or a setting needs no separate bump).
  const contentVersion = () =>
    createHash('sha1')
      .update(
        JSON.stringify([
          state.packages,
          state.settings,
          state.genders,
          state.weekdays,
          state.banks,
          state.siteInfo,
        ]),
      )
      .digest('hex');

  /** A member as the CMS's internal routes answer them; null when unknown. */
  const memberFacts = (id: number) =>
    state.unknownMembers.has(id)
      ? null
      : {
          id,
          username: state.memberNames.get(id) ?? `member${id}`,
          email: `member${id}@example.com`,
          phone: `09${String(id).padStart(9, '0')}`,
          blocked: state.blockedMembers.has(id),
        };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    // A content locale is told apart (the Burmese package names are a separate read).
    const locale = url.searchParams.get('locale');
    state.requests.push(`${req.method} ${url.pathname}${locale ? `?locale=${locale}` : ''}`);
    if (state.mode === 'down') return req.socket.destroy();
    if (state.mode === 'hang') {
      hanging.add(res);
      return;
    }
    if (state.mode === 'error') return send(res, 500, { error: { message: 'boom' } });

    if (req.method === 'GET' && url.pathname === '/api/packages-all') {
      const burmese = url.searchParams.get('locale') === 'my';
      const data = state.packages.map(({ name_my, ...p }) => ({
        ...p,
        name: burmese ? (name_my ?? p.name) : p.name,
      }));
      return send(res, 200, { data: { data } });
    }
    if (req.method === 'GET' && url.pathname === '/api/content-version')
      return send(res, 200, { data: { version: contentVersion() } });
    if (req.method === 'GET' && url.pathname === '/api/banks-list')
      return send(res, 200, { data: state.banks });
    if (req.method === 'GET' && url.pathname === '/api/get-info')
      return send(res, 200, { data: state.siteInfo });
    if (req.method === 'GET' && url.pathname === '/api/genders-list')
      return send(res, 200, { data: state.genders });
    if (req.method === 'GET' && url.pathname === '/api/weekdays-list')
      return send(res, 200, { data: state.weekdays });
    if (req.method === 'GET' && url.pathname === '/api/booking-settings')
      // Tests book many times as one member: the booking limits are off unless a test sets them.
      return send(res, 200, {
        data: { max_open_bookings: 1000, max_bookings_per_day: 1000, ...state.settings },
      });

    if (req.method === 'POST' && url.pathname === '/api/internal/sessions/ended') {
      if (req.headers.authorization !== `Bearer ${state.token}`) {
        return send(res, 401, { error: { message: 'Missing or invalid credentials' } });
      }
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        const { sessions = [] } = JSON.parse(raw || '{}') as {
          sessions?: { id: string; user_id: number }[];
        };
        const ids = [...new Set(sessions.map((s) => s.user_id))];
        send(res, 200, {
          data: {
            ended: sessions.filter((s) => state.endedSessions.has(s.id)).map((s) => s.id),
            content_version: contentVersion(),
            members: ids.flatMap((id) => {
              const facts = memberFacts(id);
              return facts ? [{ ...facts, email: undefined }] : [];
            }),
          },
        });
      });
      return;
    }

    const actor = /^\/api\/internal\/desk-actors\/(\d+)$/.exec(url.pathname);
    if (actor && req.method === 'GET') {
      if (req.headers.authorization !== `Bearer ${state.token}`) {
        return send(res, 401, { error: { message: 'Missing or invalid credentials' } });
      }
      const found = state.deskActors.get(Number(actor[1]));
      return found
        ? send(res, 200, { data: found })
        : send(res, 404, { error: { message: 'Not Found' } });
    }

    const member = /^\/api\/internal\/members\/(\d+)(\/intake)?$/.exec(url.pathname);
    if (member) {
      if (req.headers.authorization !== `Bearer ${state.token}`) {
        return send(res, 401, { error: { message: 'Missing or invalid credentials' } });
      }
      const id = Number(member[1]);
      const facts = memberFacts(id);
      if (!facts) return send(res, 404, { error: { message: 'Not Found' } });
      if (req.method === 'GET' && !member[2]) return send(res, 200, { data: facts });
      if (req.method === 'PATCH' && member[2]) {
        let raw = '';
        req.on('data', (c: Buffer) => (raw += c.toString()));
        req.on('end', () => {
          if (state.intakeStatus !== 200) {
            return send(res, state.intakeStatus, { error: { message: 'intake refused' } });
          }
          state.intakes.push({ id, body: JSON.parse(raw || '{}') as Record<string, unknown> });
          send(res, 200, { data: { id } });
        });
        return;
      }
    }
    send(res, 404, { error: { message: 'Not Found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  // What the booking service was last told: the content version and each member's facts.
  let told: { url: string; token: string } | null = null;
  let toldVersion = contentVersion();
  const toldMembers = new Map<number, string>();
  const membersNamed = () =>
    new Set([
      ...state.blockedMembers,
      ...state.unknownMembers,
      ...state.memberNames.keys(),
      ...toldMembers.keys(),
    ]);

  const fake = state as FakeCms;
  fake.url = `http://127.0.0.1:${port}`;
  fake.tellBooking = (bookingUrl, adminToken) => {
    told = { url: bookingUrl, token: adminToken };
  };
  fake.publish = async () => {
    const version = contentVersion();
    const members: number[] = [];
    for (const id of membersNamed()) {
      const now = JSON.stringify(memberFacts(id));
      if (toldMembers.get(id) !== now) members.push(id);
      toldMembers.set(id, now);
    }
    if (version === toldVersion && !members.length) return;
    toldVersion = version;
    if (!told) return;
    const res = await fetch(`${told.url}/api/booking/admin/cms-changes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${told.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content_version: version, ...(members.length ? { members } : {}) }),
    });
    if (res.status !== 204) throw new Error(`the booking service answered ${res.status}`);
  };
  fake.close = async () => {
    for (const res of hanging) res.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return fake;
}
