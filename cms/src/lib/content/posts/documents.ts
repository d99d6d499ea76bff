// Which document a public post id or a preview is about.
import { UID, type Strapi } from '../types';
import { servedPostWhere } from './rows';

// Query engine: postSlug reads any version of the document in any locale (the Document Service
// reads one), and postDocumentId uses the same served-set `where` as the post service.
const postQuery = (strapi: Strapi) => strapi.db.query(UID.post);

/** The document behind a public post id, or null when that id is not a published English post. */
export async function postDocumentId(strapi: Strapi, id: number): Promise<string | null> {
  const row = (await postQuery(strapi).findOne({
    select: ['documentId'],
    where: servedPostWhere({ public_id: id }),
  })) as { documentId: string } | null;
  return row?.documentId ?? null;
}

/** The slug of a post document (shared by its locales), whichever version exists. */
export async function postSlug(strapi: Strapi, documentId: string): Promise<string | null> {
  const row = (await postQuery(strapi).findOne({
    select: ['slug'],
    where: { documentId, slug: { $notNull: true } },
  })) as { slug: string } | null;
  return row?.slug ?? null;
}
