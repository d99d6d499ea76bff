// The desk's admin routes: each one forwards to the booking service's reader API with the
// acting admin's name as the actor, and turns an outage into a clear 502/503 JSON answer.
import { Readable } from 'node:stream';
import {
  CODES,
  PAGE_SIZE_MAX,
  errorBody,
  isIsoDate,
  noteRequiredFor,
  wednesdayHalfOf,
  type EndpointName,
} from '@mystic/shared';
import type { Context } from 'koa';
import { BookingUnavailableError, bookingFetch, bookingJson } from '../booking-api';
import { toCsv, type ExportRow } from '../csv';
import { listGenders, listWeekdays } from '../../../../../lib/content/catalog';

type AdminUser = {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string;
};

/** The name the booking service's audit records for the acting admin. */
export function actorName(user: AdminUser | undefined): string {
  const full = [user?.firstname, user?.lastname].filter(Boolean).join(' ').trim();
  return (full || user?.username || user?.email || 'admin').slice(0, 100);
}

const LIST_KEYS = ['status', 'from', 'to', 'q', 'page', 'page_size', 'order'] as const;
function listQuery(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of LIST_KEYS) {
    const v = query[k];
    if (typeof v === 'string' && v !== '') out[k] = v;
  }
  return out;
}

/**
 * A failed answer for the admin page. Strapi's admin fetch client hands a failed JSON answer's
 * body to the page only when it has Strapi's `error` member (else the page gets "Unknown Server
 * Error" and no code), so our body `{ code, message, errors?, field_codes? }` carries it too.
 */
function forAdminClient(status: number, body: unknown): unknown {
  const said = body as { message?: unknown } | null;
  if (status < 400 || typeof said?.message !== 'string' || 'error' in said) return body;
  return { ...said, error: { status, message: said.message } };
}

async function relay(ctx: Context, work: () => Promise<void>) {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof BookingUnavailableError)) throw err;
    strapi.log.warn(`bookings desk: booking service unavailable (${err.message})`);
    ctx.status = err.status;
    ctx.body = errorBody(err.status, 'booking_unavailable');
  }
  ctx.body = forAdminClient(ctx.status, ctx.body);
}

export async function answer(
  ctx: Context,
  name: EndpointName,
  init?: Parameters<typeof bookingJson>[1],
) {
  await relay(ctx, async () => {
    const { status, body } = await bookingJson(name, init);
    ctx.status = status;
    ctx.body = body;
  });
}

type Row = Record<string, unknown>;

/**
 * The booking keeps the gender and birth weekday as the CMS's ids; the reader reads names, and
 * the chart needs the Wednesday half the weekday entry stands for (issue 41).
 */
async function intakeNamer(locale: 'en' | 'my' = 'en'): Promise<(row: Row) => Row> {
  const [genders, weekdays] = await Promise.all([
    listGenders(strapi, locale),
    listWeekdays(strapi, locale),
  ]);
  const nameOf = (list: { id: number; name: string }[], id: unknown) =>
    list.find((e) => e.id === id)?.name ?? null;
  return (row) => ({
    ...row,
    gender_name: nameOf(genders, row.gender),
    birthday_name: nameOf(weekdays, row.birthday),
    birthday_half: wednesdayHalfOf(weekdays, Number(row.birthday)),
  });
}

/** The admin's language of a request (`?locale=my`), for what the server writes in words. */
const localeOf = (ctx: Context): 'en' | 'my' => (ctx.query.locale === 'my' ? 'my' : 'en');

async function withIntakeNames(body: unknown, locale: 'en' | 'my'): Promise<unknown> {
  const data = (body as { data?: Row })?.data;
  if (!data) return body;
  return { ...(body as object), data: (await intakeNamer(locale))(data) };
}

/**
 * The day sheet's order: confirmed bookings first (Booked, then Finished), then those awaiting
 * a payment's check or a payment, the ended ones last; the earliest made first within each.
 */
const SHEET_ORDER = ['Booked', 'Finished', 'Verifying', 'Pending', 'Cancelled', 'Expired'];
const sheetRank = (row: Row) => {
  const i = SHEET_ORDER.indexOf(String(row.status));
  return i === -1 ? SHEET_ORDER.length : i;
};

const FEEDBACK = 'api::feedback.feedback';

/** Feedback messages she has not handled yet. */
const newFeedbackCount = () =>
  strapi.documents(FEEDBACK).count({ filters: { handled: { $ne: true } } });

/** The booking number of the admin route, for the booking service's path. */
const no = (ctx: Context) => ({ no: String(ctx.params.no) });

export default {
  async summary(ctx: Context) {
    await answer(ctx, 'deskSummary');
    // A new feedback message needs her like a proof does (issue 42.4): counted beside them.
    const data = (ctx.body as { data?: Row } | undefined)?.data;
    if (ctx.status === 200 && data) data.feedback = await newFeedbackCount();
  },

  /** GET /stats?month=yyyy-MM: revenue and bookings per month and day (issue 42.4). */
  async stats(ctx: Context) {
    const month = typeof ctx.query.month === 'string' ? ctx.query.month : undefined;
    await answer(ctx, 'deskStats', { query: month ? { month } : {} });
  },

  /** GET /feedback: the messages not yet handled, newest first, each with its reply address. */
  async feedback(ctx: Context) {
    const rows = await strapi.documents(FEEDBACK).findMany({
      filters: { handled: { $ne: true } },
      sort: 'createdAt:desc',
      limit: 50,
    });
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = {
      data: rows.map((f) => ({
        documentId: f.documentId,
        name: f.name,
        email: f.email,
        rating: f.rating,
        type: f.type,
        message: f.message,
        createdAt: f.createdAt,
      })),
    };
  },

  /** PUT /feedback/:documentId/handled: she answered it; it no longer counts. */
  async feedbackHandled(ctx: Context) {
    const documentId = String(ctx.params.documentId);
    const found = await strapi.documents(FEEDBACK).findOne({ documentId });
    if (!found) {
      ctx.status = 404;
      ctx.body = forAdminClient(404, errorBody(404, CODES.notFound));
      return;
    }
    await strapi.documents(FEEDBACK).update({ documentId, data: { handled: true } });
    ctx.body = { data: { documentId, handled: true } };
  },

  async list(ctx: Context) {
    await answer(ctx, 'deskAppointments', { query: listQuery(ctx.query) });
  },

  async read(ctx: Context) {
    await relay(ctx, async () => {
      const { status, body } = await bookingJson('deskAppointment', { params: no(ctx) });
      ctx.status = status;
      ctx.body = status === 200 ? await withIntakeNames(body, localeOf(ctx)) : body;
    });
  },

  async proof(ctx: Context) {
    await relay(ctx, async () => {
      const res = await bookingFetch('deskProof', { params: no(ctx) });
      ctx.status = res.status;
      ctx.set('Cache-Control', 'private, no-store');
      const type = res.headers.get('content-type');
      if (type) ctx.type = type;
      if (!res.ok) {
        ctx.body = await res.json();
        return;
      }
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.body = res.body ? Readable.fromWeb(res.body) : '';
    });
  },

  async setStatus(ctx: Context) {
    const body = (ctx.request.body ?? {}) as { status?: unknown; note?: unknown };
    const note = typeof body.note === 'string' ? body.note.trim() : '';
    if (noteRequiredFor(body.status) && !note) {
      ctx.status = 422;
      ctx.body = forAdminClient(
        422,
        errorBody(422, CODES.validationFailed, { errors: { note: [CODES.noteRequired] } }),
      );
      return;
    }
    await relay(ctx, async () => {
      const res = await bookingJson('deskSetStatus', {
        params: no(ctx),
        body: { status: body.status, note: note || undefined, actor: actorName(ctx.state.user) },
      });
      ctx.status = res.status;
      // The same names as a read (issue 39.9: not the ids "3" and "1" until a reload).
      ctx.body = res.status === 200 ? await withIntakeNames(res.body, localeOf(ctx)) : res.body;
    });
  },

  async board(ctx: Context) {
    const month = typeof ctx.query.month === 'string' ? ctx.query.month : undefined;
    await answer(ctx, 'deskBoard', { query: month ? { month } : {} });
  },

  async block(ctx: Context) {
    const body = (ctx.request.body ?? {}) as { date?: unknown; reason?: unknown };
    await answer(ctx, 'deskBlockDay', {
      body: { date: body.date, reason: body.reason || undefined, actor: actorName(ctx.state.user) },
    });
  },

  async unblock(ctx: Context) {
    await answer(ctx, 'deskUnblockDay', { params: { date: String(ctx.params.date) } });
  },

  /** GET /day-sheet?date=yyyy-MM-dd: every booking of one day, confirmed first, with names. */
  async daySheet(ctx: Context) {
    const date = typeof ctx.query.date === 'string' ? ctx.query.date : '';
    if (!isIsoDate(date)) {
      ctx.status = 422;
      ctx.body = forAdminClient(
        422,
        errorBody(422, CODES.validationFailed, {
          errors: { date: [CODES.validationFailed] },
        }),
      );
      return;
    }
    await relay(ctx, async () => {
      const rows: Row[] = [];
      for (let page = 1; ; page++) {
        const { status, body } = await bookingJson('deskAppointments', {
          query: {
            from: date,
            to: date,
            order: 'oldest',
            page: String(page),
            page_size: String(PAGE_SIZE_MAX),
          },
        });
        if (status !== 200) {
          ctx.status = status;
          ctx.body = body;
          return;
        }
        const { data, meta } = (body as { data: { data: Row[]; meta: { last_page: number } } })
          .data;
        rows.push(...data);
        if (page >= meta.last_page) break;
      }
      const name = await intakeNamer(localeOf(ctx));
      // Array.prototype.sort is stable: the service's oldest-first order stays within a status.
      const bookings = rows.map(name).sort((a, b) => sheetRank(a) - sheetRank(b));
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = { data: { date, bookings } };
    });
  },

  /** Every row of the filtered list (page by page, the service's largest page) as CSV. */
  async exportCsv(ctx: Context) {
    await relay(ctx, async () => {
      const query = listQuery(ctx.query);
      const rows: ExportRow[] = [];
      for (let page = 1; ; page++) {
        const { status, body } = await bookingJson('deskAppointments', {
          query: { ...query, page: String(page), page_size: String(PAGE_SIZE_MAX) },
        });
        if (status !== 200) {
          ctx.status = status;
          ctx.body = body;
          return;
        }
        const { data, meta } = (
          body as { data: { data: ExportRow[]; meta: { last_page: number } } }
        ).data;
        rows.push(...data);
        if (page >= meta.last_page) break;
      }
      const locale = localeOf(ctx);
      const name = await intakeNamer(locale);
      ctx.set('Content-Disposition', 'attachment; filename="bookings.csv"');
      ctx.set('Cache-Control', 'private, no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = toCsv(
        rows.map((r) => name(r as unknown as Row) as unknown as ExportRow),
        locale,
      );
    });
  },
};
