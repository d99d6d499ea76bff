// Property-based fuzzing of every POST/PATCH route through the gateway, against the real CMS and
// booking service (issue 14): generated JSON (wrong types, deep nesting, huge strings, unicode,
// prototype keys) and generated multipart (no or wrong boundary, truncated, wrong magic bytes,
// SVG/HTML disguised as PNG, many parts). Never a 5xx; an error is always JSON `{ message }`
// within 5 s. A fixed seed here; FUZZ_RUNS and FUZZ_SEED widen it by hand.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './members-helpers';
import { send as sendTo, startStack, type Answer, type Stack } from './stack';

const RUNS = Number(process.env.FUZZ_RUNS) || 12;
const SEED = Number(process.env.FUZZ_SEED) || 20261124;

let stack: Stack;
let token = '';

beforeAll(async () => {
  stack = await startStack({ CMS_SEED: 'false' });
  token = (await register(stack.cms)).access;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const send = (method: string, path: string, headers: Record<string, string>, body: Buffer) =>
  sendTo(stack.port, method, path, headers, body);

function expectCleanAnswer(answer: Answer, what: string): void {
  expect(answer.status, `${what}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    expect(answer.type, what).toMatch(/json/);
    const parsed = JSON.parse(answer.body) as { message?: unknown };
    expect(typeof parsed.message, `${what}: ${answer.body.slice(0, 300)}`).toBe('string');
  }
}

const FIELDS = [
  'username',
  'email',
  'password',
  'password_confirmation',
  'credentials',
  'acceptTerms',
  'refresh_token',
  'phone',
  'dob',
  'gender',
  'birthday',
  'social_link',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'appointment_date',
  'packages',
  'description',
  'payment_type_id',
  'transaction_no',
  'status',
  'date',
  'endpoint',
  'keys',
  'name',
  'message',
];
const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '0', '-1', '1e309', 'NaN', 'null', '2030-02-30', 'ဗုဒ္ဓဟူး', '\u0000'),
  fc.integer({ min: 5_000, max: 40_000 }).map((n) => 'x'.repeat(n)),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 4 }),
  fc.array(fc.integer(), { maxLength: 50 }),
);
/** A JSON object text with chosen keys, including prototype keys as own properties. */
const jsonObject = fc
  .array(fc.tuple(fc.constantFrom(...FIELDS, ...PROTO_KEYS), value), { maxLength: 12 })
  .map(
    (entries) =>
      `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`,
  );
const deep = fc
  .integer({ min: 50, max: 5_000 })
  .map((n) => `{"username":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`);
const jsonBody = fc.oneof(
  jsonObject,
  deep,
  fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)),
  fc.constantFrom('', '{', '[]', 'null', '"x"', '{"a":1,}', '\uFEFF{}'),
);

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const part = fc.record({
  name: fc.constantFrom(
    'avatar',
    'image',
    'file',
    'transaction_no',
    'payment_type_id',
    '__proto__',
  ),
  filename: fc.option(fc.constantFrom('a.png', 'a.jpg', 'x.svg', '../../etc/passwd', 'ဓာတ်ပုံ.png')),
  type: fc.constantFrom('image/png', 'image/jpeg', 'image/svg+xml', 'text/html', ''),
  content: fc.oneof(
    fc.constant(PNG),
    fc.constant(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ),
    fc.constant(Buffer.from('<html><body>not an image</body></html>')),
    fc.uint8Array({ maxLength: 2_000 }).map((a) => Buffer.from(a)),
  ),
});
/** A multipart body and its Content-Type, well formed or broken in one of several ways. */
const multipart = fc
  .record({
    parts: fc.array(part, { minLength: 0, maxLength: 30 }),
    breakage: fc.constantFrom('none', 'no-boundary', 'wrong-boundary', 'truncated', 'no-close'),
  })
  .map(({ parts, breakage }) => {
    const boundary = 'fuzz-boundary-7MA4YWxk';
    const chunks = parts.map((p) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
            (p.filename ? `; filename="${p.filename}"` : '') +
            `\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
        ),
        p.content,
        Buffer.from('\r\n'),
      ]),
    );
    let body = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
    let type = `multipart/form-data; boundary=${boundary}`;
    if (breakage === 'no-boundary') type = 'multipart/form-data';
    if (breakage === 'wrong-boundary') type = 'multipart/form-data; boundary=another';
    if (breakage === 'truncated') body = body.subarray(0, Math.floor(body.length / 2));
    if (breakage === 'no-close') body = Buffer.concat(chunks);
    return { type, body, breakage };
  });

const JSON_ROUTES: Array<[method: string, path: string, member: boolean]> = [
  ['POST', '/api/register', false],
  ['POST', '/api/login', false],
  ['POST', '/api/refresh-token', false],
  ['POST', '/api/send-feedback', false],
  ['PATCH', '/api/auth/users/info/update', true],
  ['PATCH', '/api/auth/users/password/update', true],
  ['POST', '/api/posts/1/saved', true],
  ['POST', '/api/posts/1/votes/store', true],
  ['POST', '/api/auth/appointments/store', true],
  ['POST', '/api/auth/appointments/AP-1/payment/store', true],
  ['POST', '/api/push/subscribe', true],
  ['POST', '/api/booking/admin/blocked-days', false],
  ['PATCH', '/api/booking/admin/appointments/AP-1/status', false],
];
const MULTIPART_ROUTES: Array<[method: string, path: string]> = [
  ['POST', '/api/auth/users/avatar/upload'],
  ['POST', '/api/auth/appointments/AP-1/payment/store'],
  ['POST', '/api/auth/appointments/store'],
  ['POST', '/api/register'],
];

describe('fuzzing every POST/PATCH route through the gateway', () => {
  it.each(JSON_ROUTES)(
    'when %s %s gets generated JSON, then it never answers 5xx and errors are JSON',
    async (method, path, member) => {
      await fc.assert(
        fc.asyncProperty(jsonBody, async (body) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (member) headers.authorization = `Bearer ${token}`;
          expectCleanAnswer(
            await send(method, path, headers, Buffer.from(body)),
            `${method} ${path}`,
          );
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    120_000,
  );

  it.each(MULTIPART_ROUTES)(
    'when %s %s gets generated multipart, then it never answers 5xx and errors are JSON',
    async (method, path) => {
      await fc.assert(
        fc.asyncProperty(multipart, async ({ type, body, breakage }) => {
          const headers = { 'content-type': type, authorization: `Bearer ${token}` };
          expectCleanAnswer(
            await send(method, path, headers, body),
            `${method} ${path} (${breakage})`,
          );
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    120_000,
  );
});
