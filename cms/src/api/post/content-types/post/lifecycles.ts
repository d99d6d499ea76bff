import { excerptOf, readTime, renderBody, stripHtml } from '../../../../lib/content/html';
import { slugOnCreate, slugOnUpdate } from '../../../../lib/content/slug';
import { followOnCreate, followOnUpdate } from '../../rules/following';

type Data = Record<string, unknown>;

interface CreateEvent {
  model: { uid: string };
  params: { data?: Data };
  result?: { documentId?: string; publishedAt?: unknown; published_date?: unknown };
}

const empty = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * Post rules applied on every write, whoever writes (admin, seed, publish copying the draft):
 * the body is stored as typed (the admin's Markdown, rendered only when served), the excerpt is
 * plain text (taken from the rendered body when left empty), the read time follows the body
 * (none for an empty body, so a translation without its own body falls back to English's), and
 * the post gets its published date when it is first published unless one was given.
 */
function prepare(data: Data | undefined, creating: boolean): void {
  if (!data) return;
  const html = typeof data.body === 'string' ? renderBody(data.body) : null;
  if (html !== null) {
    data.read_time = readTime(html);
  } else if (creating && empty(data.body)) {
    data.read_time = null;
  }
  if (typeof data.excerpt === 'string') data.excerpt = stripHtml(data.excerpt);
  if (creating && !data.excerpt && html !== null) {
    data.excerpt = excerptOf(html);
  }
  // Publishing creates the published row (publishedAt set) from the draft; a draft is created
  // with publishedAt null and keeps an empty date until then.
  if (creating && !empty(data.publishedAt) && empty(data.published_date)) {
    data.published_date = new Date().toISOString();
  }
}

export default {
  async beforeCreate(event: CreateEvent) {
    prepare(event.params.data, true);
    if (!event.params.data) return;
    await followOnCreate(strapi, event.params.data);
    await slugOnCreate(strapi, event.params.data);
  },
  async beforeUpdate(event: { params: { data?: Data; where?: Record<string, unknown> } }) {
    prepare(event.params.data, false);
    if (!event.params.data) return;
    await followOnUpdate(strapi, event.params.where, event.params.data);
    await slugOnUpdate(strapi, event.params.where, event.params.data);
  },
  /**
   * The date given at the first publish is written to every row of the document still without one
   * (the draft, other locales): publishing again copies the draft, so the date stays the first
   * publish's. The field is not localised, so every locale shows the same date.
   */
  async afterCreate(event: CreateEvent) {
    const { documentId, publishedAt, published_date } = event.result ?? {};
    if (!documentId || empty(publishedAt) || empty(published_date)) return;
    await strapi.db.query(event.model.uid).updateMany({
      where: { documentId, published_date: { $null: true } },
      data: { published_date },
    });
  },
};
