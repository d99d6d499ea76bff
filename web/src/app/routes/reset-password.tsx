import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { LanguageSwitcher } from '../layout/language-switcher';

export default function Route() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  return (
    <AuthCard
      title={t('reset.title')}
      intro={t('reset.intro')}
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
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
