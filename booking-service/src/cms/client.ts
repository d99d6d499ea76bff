// The booking service's view of the CMS contract routes (BRIEF.md "CMS routes the booking
// service calls"): short cache, in-flight de-duplication, a hard time-out, and 503 when down.
import {
  ENDPOINT_SCHEMAS,
  pathOf,
  prepareCall,
  type AnswerOf,
  type BookingSettings,
  type EndpointName,
  type memberIntakeSchema,
} from '@mystic/shared';
import { z } from 'zod';
import { AppError } from '../errors.js';
import type { Logger } from '@mystic/shared/log';

// The content answers are read with the schemas the CMS's answers are held to
// (shared/src/endpoint-schemas.ts; cms/tests/endpoint-contract.test.ts on both databases): one
// contract, not a second, looser copy here (issues 17 and 40).

/** The CMS reads this client makes, each held to its endpoint's answer schema. */
type CmsRead = Extract<
  EndpointName,
  | 'packagesAll'
  | 'banks'
  | 'bookingSettings'
  | 'genders'
  | 'weekdays'
  | 'info'
  | 'contentVersion'
  | 'internalMember'
>;
export type CmsPackage = AnswerOf<'packagesAll'>['data']['data'][number];
export type CmsPaymentType = AnswerOf<'banks'>['data'][number];

/** One schema with the CMS, which answers it (`@mystic/shared`'s endpoint table). */
export type { BookingSettings };

/** A gender or (Burmese astrology) weekday entry: the booking form's gender and birthday ids. */
export type CmsNamedEntry = AnswerOf<'genders'>['data'][number];
/** A weekday also says which day of the week it is (0 = Sunday; both Wednesday halves are 3). */
export type CmsWeekday = AnswerOf<'weekdays'>['data'][number];

export type CmsMember = AnswerOf<'internalMember'>['data'];

/** What a booking reads from the CMS besides the member, all as of one content version. */
export interface BookingContent {
  settings: BookingSettings;
  packages: CmsPackage[];
  /** Package names in Burmese by id; null when the CMS could not say. */
  packageNamesMy: Map<number, string> | null;
  genders: CmsNamedEntry[];
  weekdays: CmsWeekday[];
}

export type CmsSiteInfo = AnswerOf<'info'>['data'];

/** The booking form's intake fields, as the CMS's intake endpoint takes them. */
export type MemberIntake = z.output<typeof memberIntakeSchema>;

export interface CmsClient {
  /** Cached briefly; `fresh` asks the CMS now (prices at booking time) and refreshes the cache. */
  packages(options?: { fresh?: boolean }): Promise<CmsPackage[]>;
  /** Package names in Burmese by id (the CMS's `?locale=my`); null when it cannot say now. */
  packageNamesMy(): Promise<Map<number, string> | null>;
  genders(): Promise<CmsNamedEntry[]>;
  weekdays(): Promise<CmsWeekday[]>;
  paymentTypes(): Promise<CmsPaymentType[]>;
  /** Payment type names in Burmese by id (`?locale=my`), for Burmese mails; null when unknown. */
  paymentTypeNamesMy(): Promise<Map<number, string> | null>;
  bookingSettings(): Promise<BookingSettings>;
  /** The reader's contact details (`/api/get-info`), cached; null when the CMS cannot say now. */
  siteInfo(): Promise<CmsSiteInfo | null>;
  /**
   * Prices, settings and the form's lists as of content version `version` (or newer): reused
   * while the version is the one they were read at, read afresh once it changes. A null version
   * (a CMS that does not tell it) reads afresh every time.
   */
  bookingContent(version: string | null): Promise<BookingContent>;
  /** The CMS's content version now (`GET /api/content-version`), never cached. */
  contentVersion(): Promise<string>;
  /**
   * The member, or null when the CMS does not know them, asked now (what bookings keep of
   * members, and when they ask again, is `changes.ts`'s).
   */
  member(id: number): Promise<CmsMember | null>;
  /**
   * Writes the booking form's intake fields to the member's profile. Throws CmsRejectedError when
   * the CMS refuses it for good (unknown member, invalid fields), AppError cms_unavailable when a
   * retry may succeed.
   */
  updateMemberIntake(id: number, intake: MemberIntake): Promise<void>;
  clearCache(): void;
}

export interface CmsClientOptions {
  baseUrl: string;
  apiToken: string;
  cacheMs: number;
  timeoutMs: number;
  log: Logger;
}

const unavailable = () => new AppError('service_unavailable');

/** The CMS refused a write for good (400, 404, 410, 422): do not retry. */
export class CmsRejectedError extends Error {
  constructor(
    readonly status: number,
    path: string,
  ) {
    super(`CMS ${path} refused the request (${status})`);
    this.name = 'CmsRejectedError';
  }
}

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const { log } = options;
  const cache = new Map<string, { expires: number; value: Promise<unknown> }>();
  // The booking's reads, kept per content version (one version at a time; concurrent bookings
  // that see a new version share one reload).
  let content: { version: string; value: Promise<BookingContent> } | null = null;

  async function call(
    path: string,
    init: RequestInit = {},
    auth = false,
    rejectClientErrors = false,
  ): Promise<Response | null> {
    let res: Response;
    try {
      res = await fetch(options.baseUrl + path, {
        ...init,
        headers: {
          accept: 'application/json',
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...(auth ? { authorization: `Bearer ${options.apiToken}` } : {}),
        },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      log.warn({ path, error: (err as Error).message }, 'CMS unreachable');
      throw unavailable();
    }
    // Unknown member or fields the CMS will never accept. (401/403 are a token to fix: retried.)
    const permanent = [400, 404, 410, 422].includes(res.status);
    if (rejectClientErrors && permanent) {
      await res.body?.cancel();
      throw new CmsRejectedError(res.status, path);
    }
    if (res.status === 404) return null;
    if (!res.ok) {
      await res.body?.cancel();
      log.warn({ path, status: res.status }, 'CMS answered an error');
      throw unavailable();
    }
    return res;
  }

  async function getJson<T>(path: string, schema: z.ZodType<T>, auth = false): Promise<T | null> {
    const res = await call(path, {}, auth);
    if (!res) return null;
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      throw unavailable();
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      log.warn({ path, issue: parsed.error.issues[0] }, 'CMS answered an unexpected shape');
      throw unavailable();
    }
    return parsed.data;
  }

  /**
   * One shared request per path while it is fresh; a failure is never cached. `fresh` skips
   * what is cached or in flight and stores the new answer for the next reader.
   */
  function cached<T>(path: string, load: () => Promise<T>, fresh = false): Promise<T> {
    const hit = cache.get(path);
    if (!fresh && hit && hit.expires > Date.now()) return hit.value as Promise<T>;
    const value = load();
    cache.set(path, { expires: Date.now() + Math.max(options.cacheMs, 0), value });
    value.catch(() => {
      if (cache.get(path)?.value === value) cache.delete(path);
    });
    return value;
  }

  const required = async <T>(p: Promise<T | null>): Promise<T> => {
    const v = await p;
    if (v === null) throw unavailable();
    return v;
  };

  /**
   * GET endpoint `name` of the CMS and hold its answer to the endpoint's contract (issue 40): the
   * path, query and answer type come from the table and ENDPOINT_SCHEMAS, not from a copy here.
   */
  function read<N extends CmsRead>(
    name: N,
    input: { params?: Record<string, string | number>; query?: Record<string, string> } = {},
    auth = false,
  ): Promise<AnswerOf<N> | null> {
    const { path, query } = prepareCall(name, input as never);
    const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
    const answer = ENDPOINT_SCHEMAS[name].answer as z.ZodType<AnswerOf<N>>;
    return getJson(path + search, answer, auth);
  }

  const loadPackages = () => required(read('packagesAll'));
  const loadList = <N extends 'genders' | 'weekdays'>(name: N) => required(read(name));

  const packageNamesMy = async () => {
    // A failure leaves the Burmese snapshot empty, never the booking.
    const body = await read('packagesAll', { query: { locale: 'my' } }).catch(() => null);
    return body ? new Map(body.data.data.map((p) => [p.id, p.name])) : null;
  };
  const paymentTypeNamesMy = async () => {
    // A failure leaves the mail with the name it has, never the mail unsent.
    const body = await read('banks', { query: { locale: 'my' } }).catch(() => null);
    return body ? new Map(body.data.map((t) => [t.id, t.name])) : null;
  };
  const settingsPath = pathOf('bookingSettings');
  const loadSettings = () => required(read('bookingSettings')).then((b) => b.data);
  const genders = () => cached(pathOf('genders'), () => loadList('genders')).then((b) => b.data);
  const weekdays = () => cached(pathOf('weekdays'), () => loadList('weekdays')).then((b) => b.data);

  /** Everything afresh; the short caches are refreshed with it for the other readers. */
  const loadContent = async (): Promise<BookingContent> => {
    const [settings, packages, namesMy, genderList, weekdayList] = await Promise.all([
      cached(settingsPath, loadSettings, true),
      cached(pathOf('packagesAll'), loadPackages, true).then((b) => b.data.data),
      packageNamesMy(),
      cached(pathOf('genders'), () => loadList('genders'), true).then((b) => b.data),
      cached(pathOf('weekdays'), () => loadList('weekdays'), true).then((b) => b.data),
    ]);
    return {
      settings,
      packages,
      packageNamesMy: namesMy,
      genders: genderList,
      weekdays: weekdayList,
    };
  };

  return {
    bookingContent: (version) => {
      if (version === null) return loadContent();
      if (content?.version === version) return content.value;
      const value = loadContent();
      const entry = { version, value };
      content = entry;
      value.catch(() => {
        if (content === entry) content = null;
      });
      return value;
    },
    packages: (opts) =>
      cached(pathOf('packagesAll'), loadPackages, opts?.fresh).then((b) => b.data.data),
    packageNamesMy,
    genders,
    weekdays,
    paymentTypeNamesMy,
    paymentTypes: () => cached(pathOf('banks'), () => required(read('banks'))).then((b) => b.data),
    bookingSettings: () => cached(settingsPath, loadSettings),
    siteInfo: () =>
      cached(pathOf('info'), () => required(read('info'))).then(
        (b) => b.data,
        () => null,
      ),
    contentVersion: async () => (await required(read('contentVersion'))).data.version,
    member: async (id) => {
      const body = await read('internalMember', { params: { id } }, true);
      return body?.data ?? null;
    },
    updateMemberIntake: async (id, intake) => {
      const { method, path } = prepareCall('internalMemberIntake', { params: { id } });
      const res = await call(path, { method, body: JSON.stringify(intake) }, true, true);
      await res?.body?.cancel();
    },
    clearCache: () => {
      cache.clear();
      content = null;
    },
  };
}
