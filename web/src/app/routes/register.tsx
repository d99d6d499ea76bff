import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { RegisterForm } from '@/features/auth/components/register-form';
import { returnPath } from '@/lib/return-path';
import { LanguageSwitcher } from '../layout/language-switcher';

export default function Route() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  return (
    <AuthCard
      title={t('register.title')}
      intro={t('register.intro')}
      toolbar={<LanguageSwitcher />}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link
            to={paths.login.href()}
            state={location.state}
            className="font-semibold text-mystic-700 underline focus-ring"
          >
            {t('register.toLogin')}
          </Link>
        </>
      }
    >
      <RegisterForm redirectTo={returnPath(location.state)} />
    </AuthCard>
  );
}
