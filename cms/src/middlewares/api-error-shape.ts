import { MESSAGES, errorBody } from '@mystic/shared';

interface StrapiErrorBody {
  data: null;
  error: {
    status: number;
    name: string;
    message: string;
    details?: { errors?: { path?: (string | number)[]; message: string }[] };
  };
}

interface Ctx {
  path: string;
  status: number;
  body: unknown;
}

function isStrapiError(body: unknown): body is StrapiErrorBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    typeof (body as StrapiErrorBody).error?.message === 'string'
  );
}

/** An error body of ours that has a message but no code yet. */
function isUncoded(body: unknown): body is { message: string; errors?: Record<string, string[]> } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string' &&
    !('code' in body)
  );
}

/**
 * The CMS's one error-shaping middleware: every /api answer that is an error has the project's
 * shape `{ code, message, errors?, field_codes? }` (shared's errorBody; docs/architecture.md section 7).
 * Strapi's own `{ data: null, error: {...} }` bodies, bare 404s of unknown paths and any body
 * still without a code are rewritten here, outermost, after everything else has answered.
 */
export function apiErrorShape() {
  return async (ctx: Ctx, next: () => Promise<unknown>) => {
    await next();
    if (!ctx.path.startsWith('/api/') || ctx.status < 400) return;
    if (isStrapiError(ctx.body)) {
      const { message, details, status } = ctx.body.error;
      const errors: Record<string, string[]> = {};
      for (const e of details?.errors ?? []) {
        const field = String(e.path?.[0] ?? '_');
        (errors[field] ??= []).push(e.message);
      }
      const validation = Object.keys(errors).length > 0;
      ctx.status = validation && status === 400 ? 422 : status;
      ctx.body = validation
        ? errorBody(ctx.status, message, { errors })
        : errorBody(status, status === 404 ? MESSAGES.notFound : message);
    } else if (
      ctx.status === 404 &&
      (ctx.body === undefined || ctx.body === null || typeof ctx.body === 'string')
    ) {
      ctx.status = 404;
      ctx.body = errorBody(404, MESSAGES.notFound);
    } else if (isUncoded(ctx.body)) {
      ctx.body = errorBody(ctx.status, ctx.body.message, { errors: ctx.body.errors });
    }
  };
}
