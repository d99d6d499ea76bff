import {
  excerptOf,
  markdownToHtml,
  readTime,
  sanitizeBody,
  stripHtml,
} from '../../../../lib/content/html';

type Data = Record<string, unknown>;

interface CreateEvent {
  model: { uid: string };
  params: { data?: Data };
  result?: { documentId?: string; publishedAt?: unknown; published_date?: unknown };
}

const empty = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * Post rules applied on every write, whoever writes (admin, seed, publish copying the draft):
 * the body (the admin's Markdown, which may hold HTML) becomes HTML and is sanitised, the
 * excerpt is plain text (taken from the body when left empty), the read time follows the body
 * (none for an empty body, so a translation without its own body falls back to English's), and
 * the post gets its published date when it is first published unless one was given.
 */
function prepare(data: Data | undefined, creating: boolean): void {
  if (!data) return;
  if (typeof data.body === 'string') {
    data.body = sanitizeBody(markdownToHtml(data.body));
    data.read_time = readTime(data.body as string);
  } else if (creating && empty(data.body)) {
    data.read_time = null;
  }
  if (typeof data.excerpt === 'string') data.excerpt = stripHtml(data.excerpt);
  if (creating && !data.excerpt && typeof data.body === 'string') {
    data.excerpt = excerptOf(data.body);
  }
  // Publishing creates the published row (publishedAt set) from the draft; a draft is created
  // with publishedAt null and keeps an empty date until then.
  if (creating && !empty(data.publishedAt) && empty(data.published_date)) {
    data.published_date = new Date().toISOString();
  }
}

export default {
  beforeCreate(event: CreateEvent) {
    prepare(event.params.data, true);
  },
  beforeUpdate(event: { params: { data?: Data } }) {
    prepare(event.params.data, false);
  },
  /**
   * The date given at the first publish is written to every row of the document still without one
   * (the draft, other locales): publishing again copies the draft, so the date stays the first
   * publish's. The field is not localised, so every locale shows the same date.
   */
  async afterCreate(event: CreateEvent) {
    const { documentId, publishedAt, published_date } = event.result ?? {};
    if (!documentId || empty(publishedAt) || empty(published_date)) return;
    await strapi.db.query(event.model.uid as never).updateMany({
      where: { documentId, published_date: { $null: true } },
      data: { published_date },
    });
  },
};
