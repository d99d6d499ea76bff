import { codedResolver } from '@/lib/form-resolver';
import { loginSchema } from '@mystic/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage, placeFieldErrors } from '@/lib/api-client';
import { useMessageText } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { FormError } from './auth-card';
import { PasswordInput } from './password-input';

type LoginValues = z.input<typeof loginSchema>;
const FIELDS = ['credentials', 'password', 'acceptTerms'] as const;

/** `redirectTo`: where to go once signed in (the page first asked for, else home). */
export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const msg = useMessageText();
  const { toast } = useToast();
  const { login } = useSession();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, z.output<typeof loginSchema>>({
    resolver: codedResolver(loginSchema),
    defaultValues: { credentials: '', password: '', acceptTerms: true },
  });

  const onSubmit = async (values: z.output<typeof loginSchema>) => {
    setFormError(null);
    try {
      await login({
        credentials: values.credentials,
        password: values.password,
        acceptTerms: values.acceptTerms,
      });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      placeFieldErrors(error, FIELDS, setError);
      // docs/product.md section 8: the toast, and the error text above the form.
      setFormError(errorMessage(error, t('login.failedDefault')));
      toast({
        title: t('login.toastTitle'),
        description: t('login.toastBody'),
        variant: 'destructive',
      });
    }
  };

  const err = (field: (typeof FIELDS)[number]) => msg(errors[field]) || undefined;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('login.title')}>
      <FormError message={formError} />
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
              aria-invalid={errors.acceptTerms ? true : undefined}
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
          {errors.acceptTerms ? (
            <p className="mt-1 text-sm text-red-700" data-field-error>
              {err('acceptTerms')}
            </p>
          ) : null}
        </div>
      </div>
      <Button type="submit" loading={isSubmitting} className="mt-6 w-full">
        {isSubmitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}
