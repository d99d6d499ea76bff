import { useTranslation } from 'react-i18next';

/** Stands in for a member screen until its feature replaces the route module. */
export function Placeholder({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-mystic-900">{title}</h1>
      <p className="mt-3 text-slate-700">{t('state.comingSoon')}</p>
    </section>
  );
}
