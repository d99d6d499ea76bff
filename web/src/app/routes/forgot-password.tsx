import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LanguageSwitcher } from '../layout/language-switcher';

export default function Route() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      toolbar={<LanguageSwitcher />}
      footer={
        <Link
          to={paths.login.href()}
          className="inline-flex min-h-11 items-center font-semibold text-mystic-700 underline focus-ring"
        >
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
