import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { returnPath } from '@/lib/return-path';
import { LanguageSwitcher } from '../layout/language-switcher';

type AuthName = 'login' | 'register' | 'forgot' | 'reset';

/**
 * The card's footer link: login and register lead to each other, keeping the page first asked
 * for (the router state); the password pages lead back to login.
 */
const FOOTER: Record<AuthName, { to: () => string; text: string; lead?: string }> = {
  login: { to: paths.register.href, lead: 'login.noAccount', text: 'login.toRegister' },
  register: { to: paths.login.href, lead: 'register.haveAccount', text: 'register.toLogin' },
  forgot: { to: paths.login.href, text: 'forgot.backToLogin' },
  reset: { to: paths.login.href, text: 'forgot.backToLogin' },
};

/**
 * An auth route: the card with `<name>.title` and `.intro`, the language switcher and the footer
 * link. `children` gets where to go once signed in (the page first asked for, else home).
 */
export function AuthPage({
  name,
  children,
}: {
  name: AuthName;
  children: (returnTo: string) => ReactNode;
}) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const { to, text, lead } = FOOTER[name];
  const link = lead ? (
    <Link
      to={to()}
      state={location.state}
      // 44 px tall: it was a 16 px line of text beside its lead (issue 38).
      className="inline-flex min-h-11 items-center font-semibold text-mystic-700 underline focus-ring"
    >
      {t(text)}
    </Link>
  ) : (
    <Link
      to={to()}
      className="inline-flex min-h-11 items-center font-semibold text-mystic-700 underline focus-ring"
    >
      {t(text)}
    </Link>
  );
  return (
    <AuthCard
      title={t(`${name}.title`)}
      intro={t(`${name}.intro`)}
      toolbar={<LanguageSwitcher />}
      footer={
        lead ? (
          <>
            {t(lead)} {link}
          </>
        ) : (
          link
        )
      }
    >
      {children(returnPath(location.state))}
    </AuthCard>
  );
}
