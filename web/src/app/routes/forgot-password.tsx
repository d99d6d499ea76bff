import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { AuthPage } from './auth-page';

export default function Route() {
  return <AuthPage name="forgot">{() => <ForgotPasswordForm />}</AuthPage>;
}
