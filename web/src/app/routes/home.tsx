import { todayIn, type Envelope, type Paged } from '@mystic/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { SWRResponse } from 'swr';
import { ButtonLink } from '@/components/button';
import { Section } from '@/components/page-header';
import { PageState, readState } from '@/components/page-state';
import { SCREEN_NAMESPACES } from '@/app/screen-namespaces';
import { paths } from '@/config/paths';
import { useAfterFirstFrame } from '@/lib/after-first-frame';
import { handedBlock } from '@/lib/first-answer';
import { useLatestPosts } from '@/features/blog/api/posts';
import { PostGrid } from '@/features/blog/components/post-card';
import { useFeaturedPackages } from '@/features/packages/api/get-packages';
import { PackageGrid } from '@/features/packages/components/package-card';
import { AboutReader } from '@/features/site-info/components/about-reader';
import { ZodiacList } from '@/features/zodiacs/components/zodiac-list';
import { ReviewsSection } from '@/features/packages/components/reviews-section';

/** A 1×1 transparent GIF: what the hero's picture shows where its image is not wanted. */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

/**
 * Today's Myanmar date as the gateway wrote it into the page (web/server/src/head/myanmar-today.ts),
 * if it is still today's: a page kept by the service worker may be older.
 */
function handedToday(language: string): string | null {
  try {
    const block = handedBlock('myanmar-today');
    if (!block) return null;
    const handed = JSON.parse(block) as { day?: string; en?: string; my?: string };
    if (handed.day !== todayIn()) return null;
    return (language === 'my' ? handed.my : handed.en) ?? null;
  } catch {
    return null;
  }
}

/**
 * Today on the Myanmar calendar (issue 41): today in Yangon, the reader's day. The calendar's code
 * loads after the page only where the gateway did not hand it over (the dev server, an old
 * page); its line is held meanwhile, so nothing below moves when it arrives.
 */
function TodayMyanmar() {
  const { t, i18n } = useTranslation('home');
  const language = i18n.language;
  const handed = handedToday(language);
  const [loaded, setLoaded] = useState<{ language: string; text: string } | null>(null);
  useEffect(() => {
    if (handed) return;
    let live = true;
    void import('@/lib/myanmar-day').then(
      ({ myanmarDateText }) =>
        live && setLoaded({ language, text: myanmarDateText(todayIn(), language) }),
      () => undefined, // an offline first visit without the chunk: the line stays empty
    );
    return () => {
      live = false;
    };
  }, [handed, language]);
  const text = handed ?? (loaded?.language === language ? loaded.text : null);
  return (
    <p className="min-h-5 text-sm text-gold-100" data-testid="today-myanmar">
      {text ? t('hero.todayMyanmar', { date: text }) : '\u00a0'}
    </p>
  );
}

function Hero() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <div className="night-sky relative overflow-hidden text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-24">
        <div className="space-y-6">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {t('common:brand.reader')}
          </p>
          <TodayMyanmar />
          <h1 className="font-display text-4xl leading-tight font-bold sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-mystic-100">{t('hero.subtitle')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.appointment.href()} size="lg">
              {t('hero.cta')}
            </ButtonLink>
            <ButtonLink to={paths.packages.href()} size="lg" variant="onNight">
              {t('hero.packages')}
            </ButtonLink>
          </div>
        </div>
        {/* Shown from the md breakpoint only, so a phone does not fetch it: a hidden <img> is still
            fetched, and at high priority it competed with the phone's first screen. */}
        <picture className="mx-auto hidden md:block">
          <source media="(min-width: 768px)" srcSet="/images/hero-moon.svg" />
          <img
            src={BLANK_IMAGE}
            alt=""
            width={400}
            height={400}
            fetchPriority="high"
            className="w-72 lg:w-96"
          />
        </picture>
      </div>
    </div>
  );
}

/** The home's previews of a list: its first few, with View All to the whole list. */
const PREVIEWS = {
  featured: { id: 'featured-services', to: paths.packages.href(), error: 'fetchPackages' },
  latest: { id: 'latest-posts', to: paths.blogs.href(), error: 'fetchPosts' },
} as const;

function Preview<T>({
  kind,
  read,
  children,
}: {
  kind: keyof typeof PREVIEWS;
  read: SWRResponse<Envelope<Paged<T>>>;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation(['home', 'common']);
  const { id, to, error } = PREVIEWS[kind];
  const items = read.data?.data?.data ?? [];
  return (
    <Section
      id={id}
      title={t(`${kind}.title`)}
      action={
        <ButtonLink to={to} variant="outline" size="sm">
          {t('common:actions.viewAll')}
        </ButtonLink>
      }
    >
      <PageState
        {...readState(read)}
        errorText={t(`common:errors.${error}`)}
        empty={items.length === 0}
        emptyText={t(`${kind}.empty`)}
        data={items}
      >
        {children}
      </PageState>
    </Section>
  );
}

export default function HomeRoute() {
  const { t } = useTranslation(SCREEN_NAMESPACES.home);
  const packages = useFeaturedPackages();
  const posts = useLatestPosts();
  // The lists below the reader's introduction render once the top of the page is drawn, in
  // slices: rendered with it, they made the first paint wait and one long task of it. A screen's
  // height is kept for them meanwhile, so the footer is not drawn where the lists will go.
  const lists = useAfterFirstFrame(true, true);
  return (
    <>
      <Hero />
      <section aria-label={t('about.label')} className="below-fold bg-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
          <AboutReader showBio={false} />
        </div>
      </section>
      {lists ? <Lists packages={packages} posts={posts} /> : <div className="min-h-screen" />}
    </>
  );
}

function Lists({
  packages,
  posts,
}: {
  packages: ReturnType<typeof useFeaturedPackages>;
  posts: ReturnType<typeof useLatestPosts>;
}) {
  const { t } = useTranslation(SCREEN_NAMESPACES.home);
  // Each part of its own below the first screen (index.css): drawn as it comes near the viewport.
  return (
    <>
      <div className="below-fold">
        <Preview kind="featured" read={packages}>
          {(items) => <PackageGrid packages={items} />}
        </Preview>
      </div>
      <ReviewsSection limit={3} />
      <div className="below-fold bg-gradient-to-b from-mystic-50 to-parchment">
        <Section id="zodiac-signs" title={t('zodiacs.title')}>
          <p className="-mt-3 mb-6 text-slate-700">{t('zodiacs.intro')}</p>
          <ZodiacList />
        </Section>
      </div>
      <div className="below-fold">
        <Preview kind="latest" read={posts}>
          {(items) => <PostGrid posts={items} />}
        </Preview>
      </div>
    </>
  );
}
