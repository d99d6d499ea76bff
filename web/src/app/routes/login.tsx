import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { returnPath } from '@/lib/return-path';
import { LanguageSwitcher } from '../layout/language-switcher';

export default function Route() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      toolbar={<LanguageSwitcher />}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link
            to={paths.register.href()}
            state={location.state}
            className="font-semibold text-mystic-700 underline focus-ring"
          >
            {t('login.toRegister')}
          </Link>
        </>
      }
    >
      <LoginForm redirectTo={returnPath(location.state)} />
    </AuthCard>
  );
}
