import { useSearchParams } from 'react-router';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { AuthPage } from './auth-page';

export default function Route() {
  const [params] = useSearchParams();
  return (
    <AuthPage name="reset">
      {() => <ResetPasswordForm token={params.get('token') ?? ''} />}
    </AuthPage>
  );
}
