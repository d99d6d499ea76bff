import {
  CATEGORY_ALL,
  DEFAULT_SORT,
  SCROLL_RESTORE_DELAY_MS,
  SORT_OPTIONS,
  type SortOption,
} from '@mystic/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SCREEN_NAMESPACES } from '@/app/screen-namespaces';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { Select } from '@/components/select';
import { SeeMoreList } from '@/components/see-more-list';
import { useCategories, usePostsList } from '@/features/blog/api/posts';
import { PostGrid } from '@/features/blog/components/post-card';
import { SearchOverlay } from '@/features/blog/components/search-overlay';
import { AdPlaceholder, TodaySpecial } from '@/features/blog/components/today-special';
import { useAfterFirstFrame } from '@/lib/after-first-frame';
import { cn } from '@/lib/cn';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(
    el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName)),
  );
}

export default function BlogsRoute() {
  const { t } = useTranslation(SCREEN_NAMESPACES.blogs);
  const [params, setParams] = useSearchParams();
  const [sort, setSort] = useState<SortOption>(DEFAULT_SORT);
  const [category, setCategory] = useState<string>(CATEGORY_ALL);
  const initialQuery = params.get('q') ?? '';
  const [searchOpen, setSearchOpen] = useState(initialQuery !== '');
  const list = usePostsList(sort, category, t('common:errors.fetchPosts'));
  const categories = useCategories();
  const postsShown = useAfterFirstFrame(true, true);

  // '/' toggles the search overlay (unless typing in a field); Escape closes it (Dialog).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (isTyping(e.target)) return;
      e.preventDefault();
      setSearchOpen((open) => !open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Changing sort or category reloads page 1; the scroll position comes back ~100 ms later. The
  // list keeps its posts until page 1 arrives, so the page does not shrink under the restore.
  const savedScroll = useRef<number | null>(null);
  const changeFilter = (apply: () => void) => {
    savedScroll.current = window.scrollY;
    apply();
  };
  useEffect(() => {
    const y = savedScroll.current;
    if (y === null) return;
    const timer = setTimeout(() => {
      window.scrollTo({ top: y });
      savedScroll.current = null;
    }, SCROLL_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sort, category]);

  const closeSearch = () => {
    setSearchOpen(false);
    if (params.has('q')) {
      params.delete('q');
      setParams(params, { replace: true });
    }
  };

  // Loading after a sort or category change: the old posts stay until page 1 replaces them.
  const busy = list.status === 'idle' || list.status === 'loading';
  const chip = (active: boolean) =>
    cn(
      // 44 px tall in either script (Burmese made it 43, Latin 38; issue 38).
      'inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-semibold transition-colors focus-ring',
      active
        ? 'border-mystic-700 bg-mystic-700 text-white'
        : 'border-mystic-200 bg-white text-mystic-800 hover:bg-mystic-50',
    );

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6">
        <TodaySpecial />
        <AdPlaceholder />

        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div role="group" aria-label={t('categories.label')} className="flex flex-wrap gap-2">
            <button
              type="button"
              className={chip(category === CATEGORY_ALL)}
              aria-pressed={category === CATEGORY_ALL}
              onClick={() => changeFilter(() => setCategory(CATEGORY_ALL))}
            >
              {t('categories.all')}
            </button>
            {(categories.data?.data ?? []).map((c) => (
              <button
                key={c.id}
                type="button"
                className={chip(category === c.slug)}
                aria-pressed={category === c.slug}
                onClick={() => changeFilter(() => setCategory(c.slug))}
              >
                {c.name}
              </button>
            ))}
          </div>
          <div className="flex items-end gap-3">
            <Select
              label={t('sort.label')}
              value={sort}
              onChange={(e) => changeFilter(() => setSort(e.target.value as SortOption))}
              options={SORT_OPTIONS.map((o) => ({ value: o, label: t(`sort.${o}`) }))}
              className="w-44"
            />
            <Button
              variant="secondary"
              onClick={() => setSearchOpen(true)}
              aria-keyshortcuts="/"
              data-testid="open-search"
            >
              <span aria-hidden="true">⌕</span>
              {t('search.open')}
            </Button>
          </div>
        </div>

        {/* The posts render once the top of the page is drawn, in slices (see the home's lists). */}
        {postsShown ? (
          <section aria-label={t('listLabel')} aria-busy={busy}>
            <SeeMoreList
              list={list}
              errorText={t('common:errors.fetchPosts')}
              emptyText={t('empty')}
            >
              {(posts) => <PostGrid posts={posts} />}
            </SeeMoreList>
          </section>
        ) : (
          <div className="min-h-screen" />
        )}
      </div>
      {searchOpen ? (
        <SearchOverlay open onClose={closeSearch} posts={list.items} initialText={initialQuery} />
      ) : null}
    </>
  );
}
