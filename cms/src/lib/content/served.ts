import { DEFAULT_LOCALE } from '@mystic/shared';
import { PUBLISHED } from './types';

/**
 * The rows public routes serve (README: "Served set"): the English published row of each
 * document; other locales only translate its text fields (`overlayLocale`).
 */
export const servedWhere = (extra: Record<string, unknown> = {}) => ({
  locale: DEFAULT_LOCALE,
  ...PUBLISHED,
  ...extra,
});

/** The order of the listed types: the reader's `order`, ties by id. */
export const BY_ORDER = [{ order: 'asc' }, { id: 'asc' }];

/** The served set as Document Service parameters (the same rows as `servedWhere()`). */
export const SERVED = { locale: DEFAULT_LOCALE, status: 'published' } as const;

/** `BY_ORDER` as a Document Service sort. */
export const SORT_BY_ORDER = [{ order: 'asc' as const }, { id: 'asc' as const }];
