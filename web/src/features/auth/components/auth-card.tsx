import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { paths } from '@/config/paths';

/** The night-sky page around the login and register cards (they sit outside the layout). */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  toolbar,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
  /** Extra controls in the top bar (the language switcher). */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="night-sky flex min-h-screen flex-col">
      <div className="mx-auto flex w-full max-w-5xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link
          to={paths.home.href()}
          className="flex min-h-11 items-center gap-2 rounded-lg text-white focus-ring"
        >
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-gold-400 text-lg text-mystic-950"
          >
            ☾
          </span>
          <span className="font-display text-lg font-bold">{t('brand.name')}</span>
        </Link>
        {toolbar}
      </div>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:pt-10">
        <div className="w-full max-w-md rounded-3xl bg-white p-6 shadow-2xl sm:p-8">
          <h1 className="font-display text-2xl font-bold text-mystic-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-700">{intro}</p>
          <div className="mt-6">{children}</div>
          <div className="mt-6 border-t border-mystic-100 pt-5 text-center text-sm text-slate-700">
            {footer}
          </div>
        </div>
      </main>
    </div>
  );
}
