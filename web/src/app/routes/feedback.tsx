import { useTranslation } from '@/lib/i18n';
import { PageHeader } from '@/components/page-header';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';

const BLURBS = [
  { key: 'listen', icon: '☾' },
  { key: 'improve', icon: '✦' },
  { key: 'private', icon: '✧' },
] as const;

export default function FeedbackRoute() {
  const { t } = useTranslation('feedback');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <FeedbackForm />
        <ul className="space-y-4" aria-label={t('blurbsLabel')}>
          {BLURBS.map((b) => (
            <li key={b.key} className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm">
              <h2 className="flex items-center gap-2 font-display text-lg font-bold text-mystic-900">
                <span aria-hidden="true" className="text-gold-500">
                  {b.icon}
                </span>
                {t(`blurbs.${b.key}.title`)}
              </h2>
              <p className="mt-2 text-sm text-slate-700">{t(`blurbs.${b.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
