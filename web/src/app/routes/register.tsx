import { RegisterForm } from '@/features/auth/components/register-form';
import { AuthPage } from './auth-page';

export default function Route() {
  return (
    <AuthPage name="register">{(returnTo) => <RegisterForm redirectTo={returnTo} />}</AuthPage>
  );
}
