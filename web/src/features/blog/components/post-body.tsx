import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The post's HTML, sanitised again in the browser (the CMS sanitises on save too). DOMPurify needs
 * a DOM: the server's render (issue 43) writes the CMS's sanitised HTML, as the gateway's page
 * copy did before, and hydration keeps the server's markup of this element.
 */
export function PostBody({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      typeof DOMPurify.sanitize === 'function'
        ? DOMPurify.sanitize(html ?? '', {
            USE_PROFILES: { html: true },
            FORBID_TAGS: ['style', 'form', 'input', 'button'],
            FORBID_ATTR: ['style'],
          })
        : (html ?? ''),
    [html],
  );
  return (
    <div
      className="prose-post"
      data-testid="post-body"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
