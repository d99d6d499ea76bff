// The integer fields public lists sort by are never stored empty. SQLite sorts NULL below every
// number and PostgreSQL above, so an emptied `order` put an entry first on one database and last
// on the other, and an emptied `views` made a post the most popular on PostgreSQL only (and
// never counted its views again: NULL + 1 is NULL).
import { UID, type Strapi } from './types';

/** Per content type, the sort keys; an empty one takes the attribute's default (else 0). */
const SORT_KEYS: Record<string, readonly string[]> = {
  [UID.post]: ['views'],
  [UID.category]: ['order'],
  [UID.zodiac]: ['order'],
  [UID.package]: ['order'],
  [UID.paymentType]: ['order'],
  [UID.gender]: ['order'],
  [UID.weekday]: ['order'],
};

type Model = ReturnType<Strapi['db']['metadata']['get']>;

const modelOf = (strapi: Strapi, uid: string): Model => strapi.db.metadata.get(uid);

/** A scalar attribute of the model (relations have no default nor column of their own). */
function scalar(model: Model, key: string) {
  const attribute = model.attributes[key];
  return attribute && !('relation' in attribute) ? attribute : undefined;
}

function defaultOf(model: Model, key: string): number {
  const value: unknown = scalar(model, key)?.default;
  return typeof value === 'number' ? value : 0;
}

/**
 * Fills emptied sort keys on every write (the admin sends null for a cleared number field), and
 * once at start in rows written before this rule.
 */
export async function keepSortKeysFilled(strapi: Strapi): Promise<void> {
  strapi.db.lifecycles.subscribe({
    models: Object.keys(SORT_KEYS),
    beforeCreate: fill,
    beforeUpdate: fill,
  });
  function fill(event: { model: { uid: string }; params: { data?: unknown } }): void {
    const data = event.params.data;
    if (!data || typeof data !== 'object') return;
    const model = modelOf(strapi, event.model.uid);
    for (const key of SORT_KEYS[event.model.uid] ?? []) {
      const row = data as Record<string, unknown>;
      if (key in row && row[key] === null) row[key] = defaultOf(model, key);
    }
  }

  for (const [uid, keys] of Object.entries(SORT_KEYS)) {
    const model = modelOf(strapi, uid);
    for (const key of keys) {
      const column = scalar(model, key)?.columnName ?? key;
      await strapi.db
        .connection(model.tableName)
        .whereNull(column)
        .update({ [column]: defaultOf(model, key) });
    }
  }
}
