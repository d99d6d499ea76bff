import { useTranslation } from '@/lib/i18n';
import { PageHeader } from '@/components/page-header';
import { useSiteInfo } from '@/features/site-info/api/get-info';

/** Privacy and Terms: sections of static text from the `pages` namespace. */
export function LegalPage({ page }: { page: 'privacy' | 'terms' }) {
  const { t } = useTranslation('pages');
  const { email } = useSiteInfo();
  const sections = t(`${page}.sections`, { returnObjects: true, email }) as {
    heading: string;
    text: string;
  }[];
  return (
    <>
      <PageHeader title={t(`${page}.title`)} intro={t(`${page}.updated`)} />
      <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
        {Array.isArray(sections)
          ? sections.map((s) => (
              <section key={s.heading}>
                <h2 className="font-display text-xl font-bold text-mystic-900">{s.heading}</h2>
                <p className="mt-2 leading-relaxed text-slate-700">{s.text}</p>
              </section>
            ))
          : null}
      </article>
    </>
  );
}
