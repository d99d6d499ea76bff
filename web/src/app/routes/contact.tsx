import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { AboutReader } from '@/features/site-info/components/about-reader';

/** Contact and /about: the reader's bio, a heading and the channels. */
export default function ContactRoute({ variant = 'contact' }: { variant?: 'contact' | 'about' }) {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t(`${variant}.title`)} intro={t(`${variant}.intro`)} />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <div className="rounded-3xl border border-mystic-100 bg-white p-6 shadow-sm sm:p-10">
          <AboutReader />
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={paths.appointment.href()}>{t('contact.book')}</ButtonLink>
          <ButtonLink to={paths.feedback.href()} variant="outline">
            {t('contact.feedback')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
