import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSiteInfo } from '@/features/site-info/api/get-info';
import { ContactLinks } from '@/features/site-info/components/contact-links';
import { SocialLinks } from '@/features/site-info/components/social-links';
import { Logo, NAV_ITEMS } from './header';

export function Footer() {
  const { t } = useTranslation('common');
  const { email, phone, links } = useSiteInfo();
  const year = new Date().getFullYear();
  return (
    <footer className="night-sky mt-16 text-mystic-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-mystic-200">{t('brand.tagline')}</p>
          <SocialLinks links={links} />
        </div>
        <nav aria-label={t('footer.explore')}>
          <h2 className="mb-3 font-display text-base font-semibold text-gold-300">
            {t('footer.explore')}
          </h2>
          <ul className="grid grid-cols-2 gap-x-2 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className="inline-flex min-h-11 min-w-11 items-center rounded hover:text-white focus-ring"
                >
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-3 font-display text-base font-semibold text-gold-300">
            {t('footer.contact')}
          </h2>
          <ContactLinks phone={phone} email={email} testIdPrefix="footer" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-sm text-mystic-200 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>{t('footer.copyright', { year })}</p>
          <ul className="flex gap-4">
            {(['privacy', 'terms'] as const).map((page) => (
              <li key={page}>
                <Link
                  to={paths[page].href()}
                  className="inline-flex min-h-11 min-w-11 items-center rounded hover:text-white focus-ring"
                >
                  {t(`footer.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
