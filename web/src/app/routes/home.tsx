import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button';
import { EmptyState, ErrorBlock } from '@/components/error-block';
import { Section } from '@/components/page-header';
import { LoadingBlock } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useLatestPosts } from '@/features/blog/api/posts';
import { PostGrid } from '@/features/blog/components/post-card';
import { useFeaturedPackages } from '@/features/packages/api/get-packages';
import { PackageGrid } from '@/features/packages/components/package-card';
import { AboutReader } from '@/features/site-info/components/about-reader';
import { ZodiacList } from '@/features/zodiacs/components/zodiac-list';
import { errorMessage } from '@/lib/api-client';

function Hero() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <div className="night-sky relative overflow-hidden text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-24">
        <div className="space-y-6">
          <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">
            {t('common:brand.reader')}
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
        <img
          src="/images/hero-moon.svg"
          alt=""
          width={400}
          height={400}
          fetchPriority="high"
          className="mx-auto hidden w-72 md:block lg:w-96"
        />
      </div>
    </div>
  );
}

function FeaturedServices() {
  const { t } = useTranslation(['home', 'common']);
  const { data, error, isLoading, mutate } = useFeaturedPackages();
  const packages = data?.data?.data ?? [];
  return (
    <Section
      id="featured-services"
      title={t('featured.title')}
      action={
        <ButtonLink to={paths.packages.href()} variant="outline" size="sm">
          {t('common:actions.viewAll')}
        </ButtonLink>
      }
    >
      {isLoading ? (
        <LoadingBlock />
      ) : error ? (
        <ErrorBlock
          message={errorMessage(error, t('common:errors.fetchPackages'))}
          onRetry={() => void mutate()}
        />
      ) : packages.length === 0 ? (
        <EmptyState message={t('featured.empty')} />
      ) : (
        <PackageGrid packages={packages} />
      )}
    </Section>
  );
}

function LatestPosts() {
  const { t } = useTranslation(['home', 'common']);
  const { data, error, isLoading, mutate } = useLatestPosts();
  const posts = data?.data?.data ?? [];
  return (
    <Section
      id="latest-posts"
      title={t('latest.title')}
      action={
        <ButtonLink to={paths.blogs.href()} variant="outline" size="sm">
          {t('common:actions.viewAll')}
        </ButtonLink>
      }
    >
      {isLoading ? (
        <LoadingBlock />
      ) : error ? (
        <ErrorBlock
          message={errorMessage(error, t('common:errors.fetchPosts'))}
          onRetry={() => void mutate()}
        />
      ) : posts.length === 0 ? (
        <EmptyState message={t('latest.empty')} />
      ) : (
        <PostGrid posts={posts} />
      )}
    </Section>
  );
}

export default function HomeRoute() {
  const { t } = useTranslation('home');
  return (
    <>
      <Hero />
      <section aria-label={t('about.label')} className="bg-white">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6">
          <AboutReader showBio={false} />
        </div>
      </section>
      <FeaturedServices />
      <div className="bg-gradient-to-b from-mystic-50 to-parchment">
        <Section id="zodiac-signs" title={t('zodiacs.title')}>
          <p className="-mt-3 mb-6 text-slate-700">{t('zodiacs.intro')}</p>
          <ZodiacList />
        </Section>
      </div>
      <LatestPosts />
    </>
  );
}
