// The endpoint table's answer schemas (`ENDPOINT_SCHEMAS` in @mystic/shared) against the real stack with
// the demo seed: every read that declares an answer schema is fetched through the gateway, in both
// languages, and its body must parse. A field renamed, dropped or retyped in the CMS (or the
// booking service) fails here before a client meets it.
import {
  ENDPOINTS,
  ENDPOINT_SCHEMAS,
  pathOf,
  type Endpoint,
  type EndpointName,
} from '@mystic/shared';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from './members-helpers';
import { startStack, type Stack } from './stack';

type Checked = {
  name: EndpointName;
  endpoint: Endpoint & { answer: z.ZodType };
};

/** The path parameters this test has values for (from the seeded content). */
const KNOWN_PARAMS = new Set(['slug', 'postId', 'id']);
const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
/**
 * Reads this test cannot make: a preview needs the reader's signed token; this stack has no push
 * keys (the booking service's push tests read the key).
 */
const UNCHECKED = new Set<EndpointName>(['preview', 'pushPublicKey']);

/**
 * Every GET of the table with a JSON answer, open to the public or to a member, whose path needs
 * only what the seed gives (a booking's own reads are the booking service's API tests, files and
 * redirects are not JSON).
 */
const CHECKED: Checked[] = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][])
  .filter(([name, e]) => {
    const answer = ENDPOINT_SCHEMAS[name]?.answer;
    return (
      e.method === 'GET' &&
      e.auth !== 'internal' &&
      answer !== undefined &&
      answer.description !== 'file' &&
      answer.description !== 'redirect' &&
      !UNCHECKED.has(name) &&
      paramsOf(e.path).every((p) => KNOWN_PARAMS.has(p))
    );
  })
  .map(([name, endpoint]) => ({
    name,
    endpoint: { ...endpoint, answer: ENDPOINT_SCHEMAS[name]!.answer! },
  }));

/** What a read needs besides its locale: the search's text. */
const EXTRA_QUERY: Partial<Record<EndpointName, string>> = { postSearch: '&q=the' };

/** The first schema problem, readable in a failure message; null when the body fits. */
function misfit(answer: z.ZodType, body: unknown): string | null {
  const parsed = answer.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

describe('every answer of the endpoint table fits its schema', () => {
  let stack: Stack;
  let token: string;
  /** Concrete values for the table's path parameters, read from the seeded content. */
  let params: Record<string, string | number>;

  const get = async (path: string, auth = false) => {
    const res = await fetch(`http://127.0.0.1:${stack.port}${path}`, {
      headers: auth ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    stack = await startStack({ CMS_SEED: 'true' });
    token = (await register(stack.cms)).access;
    const posts = (await get(`${pathOf('posts')}?page_size=1`)).body as {
      data: { data: { id: number; slug: string }[] };
    };
    const packages = (await get(pathOf('packagesAll'))).body as {
      data: { data: { id: number }[] };
    };
    const [post] = posts.data.data;
    const [pkg] = packages.data.data;
    expect(post && pkg, 'the demo seed has posts and packages').toBeTruthy();
    params = { slug: post!.slug, postId: post!.id, id: post!.id };
    // `:id` is a package's for packageOne, a post's for votes.
    params.packageId = pkg!.id;
  }, 240_000);
  afterAll(async () => {
    await stack?.close();
  });

  const concrete = (name: EndpointName) => {
    const values = name === 'packageOne' ? { ...params, id: params.packageId! } : params;
    return (pathOf as (n: EndpointName, p: Record<string, string | number>) => string)(
      name,
      values,
    );
  };

  it('when the table is read, then the public content reads and the full days are all checked', () => {
    expect(CHECKED.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'info',
        'zodiacs',
        'packages',
        'packagesAll',
        'packageOne',
        'posts',
        'postDetail',
        'categories',
        'banks',
        'genders',
        'weekdays',
        'bookingSettings',
        'fullDays',
      ]),
    );
  });

  it('when the CMS starts, then it serves every endpoint the table gives it, with its method', () => {
    const layers = stack.cms.strapi.server.listRoutes() as unknown as {
      path: string;
      methods: string[];
    }[];
    const served = new Set(layers.flatMap((l) => l.methods.map((m) => `${m} ${l.path}`)));
    const missing = (Object.entries(ENDPOINTS) as [EndpointName, Endpoint][])
      .filter(([, e]) => e.owner === 'cms')
      .map(([name, e]) => `${name}: ${e.method} ${e.path}`)
      .filter((line) => !served.has(line.slice(line.indexOf(' ') + 1)));
    expect(missing).toEqual([]);
  });

  for (const locale of ['en', 'my'] as const) {
    it(`when each endpoint is asked in ${locale}, then its answer parses with its schema`, async () => {
      const failures: string[] = [];
      for (const { name, endpoint } of CHECKED) {
        const path = `${concrete(name)}?locale=${locale}${EXTRA_QUERY[name] ?? ''}`;
        const { status, body } = await get(path, endpoint.auth === 'member');
        if (status !== 200) failures.push(`${name} ${path}: status ${status}`);
        else {
          const problem = misfit(endpoint.answer, body);
          if (problem) failures.push(`${name} ${path}: ${problem}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('when an answer leaves its schema, then the check names the field', async () => {
    const { body } = await get(pathOf('posts'));
    const answer = body as { data: { data: Record<string, unknown>[] } };
    const broken = structuredClone(answer);
    delete broken.data.data[0]!.slug;
    expect(misfit(ENDPOINT_SCHEMAS.posts!.answer!, answer)).toBeNull();
    expect(misfit(ENDPOINT_SCHEMAS.posts!.answer!, broken)).toBe(
      'data.data.0.slug: Invalid input: expected string, received undefined',
    );
    const settings = (await get(pathOf('bookingSettings'))).body as {
      data: Record<string, unknown>;
    };
    expect(
      misfit(ENDPOINT_SCHEMAS.bookingSettings!.answer!, {
        data: { ...settings.data, daily_capacity: 'many' },
      }),
    ).toMatch(/^data\.daily_capacity/);
  });
});
