import { CODES, codeForStatus, errorBody, type ApiErrorBody } from '@mystic/shared';

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
 * The body for a framework's own error (Strapi's texts, not ours): the status's code and, for
 * each field, `validation_failed`, with the texts kept as they came (issue 40: no code is ever
 * looked up from a text).
 */
function foreignBody(
  status: number,
  message: string,
  errors?: Record<string, string[]>,
): ApiErrorBody {
  const codes = errors
    ? Object.fromEntries(
        Object.entries(errors).map(([field, texts]) => [
          field,
          texts.map(() => CODES.validationFailed),
        ]),
      )
    : undefined;
  const body = errorBody(status, codeForStatus(status), { errors: codes, said: message });
  if (errors) body.errors = errors;
  return body;
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
      ctx.body =
        status === 404 && !validation
          ? errorBody(404, CODES.notFound)
          : foreignBody(ctx.status, message, validation ? errors : undefined);
    } else if (
      ctx.status === 404 &&
      (ctx.body === undefined || ctx.body === null || typeof ctx.body === 'string')
    ) {
      ctx.status = 404;
      ctx.body = errorBody(404, CODES.notFound);
    } else if (isUncoded(ctx.body)) {
      ctx.body = foreignBody(ctx.status, ctx.body.message, ctx.body.errors);
    }
  };
}
