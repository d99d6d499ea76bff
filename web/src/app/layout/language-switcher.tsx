import { LOCALES, type Locale } from '@mystic/shared';
import { changeLanguage, currentLanguage, LANGUAGE_NAMES, useTranslation } from '@/lib/i18n';
import { cn } from '@/lib/cn';
import { markLanguageInUrl } from './language-in-url';

/**
 * English / မြန်မာ: switches the interface and the content language, remembered across visits,
 * and names it in the URL (`?lang=`) so the address shares in that language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const active = currentLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-full bg-white/10 p-0.5', className)}
      data-language={i18n.language}
    >
      {LOCALES.map((lng: Locale) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={active === lng}
          onClick={() => {
            markLanguageInUrl();
            void changeLanguage(lng);
          }}
          // A fixed width: the Burmese label's font arrives after first paint and must not move
          // the header (a layout shift on every page).
          className={cn(
            'system-myanmar min-h-11 min-w-[4.75rem] rounded-full px-3 py-1.5 text-center text-sm font-medium transition-colors focus-ring',
            active === lng ? 'bg-gold-400 text-mystic-950' : 'text-white hover:bg-white/15',
          )}
        >
          {/* Each language's name in its own script: "English" stays English on a Burmese page. */}
          <span lang={lng} data-allow-latin>
            {LANGUAGE_NAMES[lng]}
          </span>
        </button>
      ))}
    </div>
  );
}
