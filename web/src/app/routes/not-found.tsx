import { useTranslation } from '@/lib/i18n';
import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      data-testid="not-found"
    >
      <p aria-hidden="true" className="text-6xl text-gold-500">
        ☾
      </p>
      <h1 className="mt-4 font-display text-3xl font-bold text-mystic-900">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-slate-700">{t('notFound.description')}</p>
      <ButtonLink to={paths.home.href()} className="mt-8">
        {t('notFound.goHome')}
      </ButtonLink>
    </section>
  );
}

export default NotFound;
