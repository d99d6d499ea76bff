import { LoginForm } from '@/features/auth/components/login-form';
import { AuthPage } from './auth-page';

export default function Route() {
  return <AuthPage name="login">{(returnTo) => <LoginForm redirectTo={returnTo} />}</AuthPage>;
}
