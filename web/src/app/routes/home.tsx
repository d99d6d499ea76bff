import { todayIn, type Envelope, type Paged } from '@mystic/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { ButtonLink } from '@/components/button';
import { Section } from '@/components/page-header';
import { PageState, readState } from '@/components/page-state';
import { SCREEN_NAMESPACES } from '@/app/screen-namespaces';
import { paths } from '@/config/paths';
import { useAfterFirstFrame } from '@/lib/after-first-frame';
import { myanmarDateText } from '@/lib/myanmar-day';
import { useLatestPosts } from '@/features/blog/api/posts';
import { PostGrid } from '@/features/blog/components/post-card';
import { useFeaturedPackages } from '@/features/packages/api/get-packages';
import { PackageGrid } from '@/features/packages/components/package-card';
import { AboutReader } from '@/features/site-info/components/about-reader';
import { ZodiacList } from '@/features/zodiacs/components/zodiac-list';

/** A 1×1 transparent GIF: what the hero's picture shows where its image is not wanted. */
const BLANK_IMAGE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';

function Hero() {
  const { t, i18n } = useTranslation(['home', 'common']);
  // Today on the Myanmar calendar (issue 41): today in Yangon, the reader's day.
  const todayMyanmar = myanmarDateText(todayIn(), i18n.language);
  return (
    <div className="night-sky relative overflow-hidden text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-24">
        <div className="space-y-6">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {t('common:brand.reader')}
          </p>
          <p className="text-sm text-gold-100" data-testid="today-myanmar">
            {t('hero.todayMyanmar', { date: todayMyanmar })}
          </p>
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
  const lists = useAfterFirstFrame(true);
  return (
    <>
      <Hero />
      <section aria-label={t('about.label')} className="bg-white">
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
  return (
    <>
      <Preview kind="featured" read={packages}>
        {(items) => <PackageGrid packages={items} />}
      </Preview>
      <div className="bg-gradient-to-b from-mystic-50 to-parchment">
        <Section id="zodiac-signs" title={t('zodiacs.title')}>
          <p className="-mt-3 mb-6 text-slate-700">{t('zodiacs.intro')}</p>
          <ZodiacList />
        </Section>
      </div>
      <Preview kind="latest" read={posts}>
        {(items) => <PostGrid posts={items} />}
      </Preview>
    </>
  );
}
