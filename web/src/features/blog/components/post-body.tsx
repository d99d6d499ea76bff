import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The post's HTML, sanitised again in the browser (the CMS sanitises on save too). */
export function PostBody({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html ?? '', {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button'],
        FORBID_ATTR: ['style'],
      }),
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
