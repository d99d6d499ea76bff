import { codedResolver } from '@/lib/form-resolver';
import { loginSchema } from '@mystic/shared';
import { useTranslation } from '@/lib/i18n';
import { Trans } from '@/lib/i18n/trans';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FieldError } from '@/components/form/form-error';
import { useServerForm } from '@/components/form/use-server-form';
import { Input } from '@/components/input';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { AuthForm } from './auth-form';
import { PasswordInput } from './password-input';

type LoginValues = z.input<typeof loginSchema>;

/** What the forgot-password page is handed: the credentials when they are an e-mail address. */
const forgotState = (credentials: string | undefined) =>
  credentials?.includes('@') ? { email: credentials.trim() } : undefined;
const FIELDS = ['credentials', 'password', 'acceptTerms'] as const;

/** `redirectTo`: where to go once signed in (the page first asked for, else home). */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const { toast } = useToast();
  const { login } = useSession();
  const navigate = useNavigate();
  const form = useServerForm<LoginValues, z.output<typeof loginSchema>>(FIELDS, {
    resolver: codedResolver(loginSchema),
    defaultValues: { credentials: '', password: '', acceptTerms: true },
  });
  const { register, err } = form;

  const onSubmit = async (values: z.output<typeof loginSchema>) => {
    try {
      await login(values);
      navigate(redirectTo, { replace: true });
    } catch (error) {
      form.placeErrors(error);
      // docs/product.md section 8: the toast, and the error text above the form.
      form.setFormError(errorMessage(error, t('login.failedDefault')));
      toast({
        title: t('login.toastTitle'),
        description: t('login.toastBody'),
        variant: 'destructive',
      });
    }
  };

  return (
    <AuthForm name="login" form={form} onValid={onSubmit}>
      <div className="space-y-4">
        <Input
          label={t('login.credentials')}
          placeholder={t('login.credentialsPlaceholder')}
          autoComplete="username"
          error={err('credentials')}
          {...register('credentials')}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          error={err('password')}
          {...register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link
            to={paths.forgotPassword.href()}
            // The e-mail typed here goes along, so it is not typed twice (issue 38).
            state={forgotState(form.watch('credentials'))}
            className="inline-flex min-h-11 items-center font-semibold text-mystic-700 underline focus-ring"
          >
            {t('login.forgot')}
          </Link>
        </p>
        <div>
          <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 rounded border-mystic-300 accent-mystic-700"
              aria-invalid={form.errors.acceptTerms ? true : undefined}
              {...register('acceptTerms')}
            />
            <span>
              <Trans
                t={t}
                i18nKey="login.acceptTerms"
                components={{
                  terms: (
                    <Link
                      to={paths.terms.href()}
                      className="font-semibold text-mystic-700 underline focus-ring"
                    />
                  ),
                }}
              />
            </span>
          </label>
          <FieldError message={err('acceptTerms')} />
        </div>
      </div>
    </AuthForm>
  );
}
