import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { ButtonLink } from '@/components/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { AvatarMenu } from './avatar-menu';
import { LanguageSwitcher } from './language-switcher';

export const NAV_ITEMS = [
  { key: 'home', to: paths.home.href() },
  { key: 'packages', to: paths.packages.href() },
  { key: 'blogs', to: paths.blogs.href() },
  { key: 'zodiacs', to: paths.zodiacs.href() },
  { key: 'feedback', to: paths.feedback.href() },
  { key: 'contact', to: paths.contact.href() },
] as const;

export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link to={paths.home.href()} className="flex min-h-11 items-center gap-2 rounded-lg focus-ring">
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-gold-400 text-lg text-mystic-950"
      >
        ☾
      </span>
      <span className="font-display text-lg leading-tight font-bold text-white">
        {t('brand.name')}
      </span>
    </Link>
  );
}

/** The language switcher and Book Now: in the bar from the small breakpoint, else in the menu. */
function SwitchAndBook() {
  const { t } = useTranslation('common');
  return (
    <>
      <LanguageSwitcher />
      <ButtonLink to={paths.appointment.href()} size="sm">
        {t('nav.bookNow')}
      </ButtonLink>
    </>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const { user } = useSession();
  const menuId = useId();
  const location = useLocation();
  // The mobile menu is open for the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === location.pathname;

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-full px-3 py-2 text-sm font-medium transition-colors focus-ring',
      isActive ? 'bg-white/15 text-gold-300' : 'text-mystic-100 hover:text-white',
    );

  return (
    <header className="night-sky sticky top-0 z-40 border-b border-white/10 text-white shadow-lg">
      <a
        href="#main"
        className="sr-only rounded bg-gold-400 px-3 py-2 text-mystic-950 focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
      >
        {t('nav.skip')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label={t('nav.main')} className="ml-4 hidden lg:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <NavLink to={item.to} end={item.to === '/'} className={linkClass}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* Wrapped: a `hidden` class would fight the components' own display class. */}
          <div className="hidden items-center gap-2 sm:flex">
            <SwitchAndBook />
          </div>
          {user ? (
            <AvatarMenu user={user} />
          ) : (
            <ButtonLink
              to={paths.login.href()}
              variant="onNight"
              size="sm"
              // Burmese script is taller than Latin: the button grows to hold it, never spills.
              className="!h-auto min-h-11 py-1 leading-snug whitespace-nowrap"
            >
              {t('nav.login')}
            </ButtonLink>
          )}
          <button
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-white hover:bg-white/10 focus-ring lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setOpenOn(menuOpen ? null : location.pathname)}
          >
            <span aria-hidden="true" className="text-xl">
              {menuOpen ? '✕' : '☰'}
            </span>
            <span className="sr-only">{t(menuOpen ? 'nav.closeMenu' : 'nav.openMenu')}</span>
          </button>
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t border-white/10 lg:hidden">
        <nav aria-label={t('nav.mobile')} className="mx-auto max-w-7xl px-4 py-3">
          <ul className="grid gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-xl px-4 py-3 text-base font-medium focus-ring',
                      isActive ? 'bg-white/15 text-gold-300' : 'text-mystic-100 hover:bg-white/10',
                    )
                  }
                >
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-white/10 pt-3">
            <SwitchAndBook />
          </div>
        </nav>
      </div>
    </header>
  );
}
