import {
  excerptOf,
  markdownToHtml,
  readTime,
  sanitizeBody,
  stripHtml,
} from '../../../../lib/content/html';

type Data = Record<string, unknown>;

/**
 * Post rules applied on every write, whoever writes (admin, seed, publish copying the draft):
 * the body (the admin's Markdown, which may hold HTML) becomes HTML and is sanitised, the
 * excerpt is plain text (taken from the body when left empty), the read time follows the body,
 * and a new post gets a published date.
 */
function prepare(data: Data | undefined, creating: boolean): void {
  if (!data) return;
  if (typeof data.body === 'string') {
    data.body = sanitizeBody(markdownToHtml(data.body));
    data.read_time = readTime(data.body as string);
  }
  if (typeof data.excerpt === 'string') data.excerpt = stripHtml(data.excerpt);
  if (creating && !data.excerpt && typeof data.body === 'string') {
    data.excerpt = excerptOf(data.body);
  }
  if (creating && !data.published_date) data.published_date = new Date().toISOString();
}

export default {
  beforeCreate(event: { params: { data?: Data } }) {
    prepare(event.params.data, true);
  },
  beforeUpdate(event: { params: { data?: Data } }) {
    prepare(event.params.data, false);
  },
};
