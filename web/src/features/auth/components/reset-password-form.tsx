import { codedResolver } from '@/lib/form-resolver';
import { resetPasswordSchema } from '@mystic/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { paths } from '@/config/paths';
import { ApiError, errorMessage, placeFieldErrors } from '@/lib/api-client';
import { useMessageText } from '@/lib/i18n';
import { resetPassword } from '../api/password-reset';
import { FormError } from './auth-card';
import { PasswordInput } from './password-input';

type Values = z.input<typeof resetPasswordSchema>;
const FIELDS = ['password', 'passwordConfirmation'] as const;

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-mystic-700 underline focus-ring';

/** A new password for the account the link's token names (same rules as registration). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const msg = useMessageText();
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenBad, setTokenBad] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: codedResolver(resetPasswordSchema),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });

  const onSubmit = async (values: z.output<typeof resetPasswordSchema>) => {
    setFormError(null);
    try {
      setDone(await resetPassword(values));
    } catch (error) {
      const onToken = error instanceof ApiError && Boolean(error.errors?.token);
      setTokenBad(onToken);
      if (onToken || !placeFieldErrors(error, FIELDS, setError)) {
        setFormError(errorMessage(error, t('reset.failed')));
      }
    }
  };

  if (!token) {
    return (
      <div>
        <FormError message={t('reset.missingToken')} />
        <Link to={paths.forgotPassword.href()} className={linkClass}>
          {t('reset.askAgain')}
        </Link>
      </div>
    );
  }
  if (done) {
    return (
      <div role="status" data-testid="reset-done" className="rounded-xl bg-mystic-50 p-4">
        <p className="font-semibold text-mystic-900">{t('reset.doneTitle')}</p>
        <p className="mt-1 text-sm text-slate-700">{msg('passwordResetDone')}</p>
        <Link to={paths.login.href()} className={linkClass}>
          {t('reset.toLogin')}
        </Link>
      </div>
    );
  }
  const err = (field: (typeof FIELDS)[number]) => msg(errors[field]) || undefined;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('reset.title')}>
      <FormError message={formError} />
      {tokenBad ? (
        <p className="-mt-3 mb-4 text-sm">
          <Link to={paths.forgotPassword.href()} className={linkClass}>
            {t('reset.askAgain')}
          </Link>
        </p>
      ) : null}
      <div className="space-y-4">
        <PasswordInput
          label={t('reset.password')}
          autoComplete="new-password"
          error={err('password')}
          {...register('password')}
        />
        <PasswordInput
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          error={err('passwordConfirmation')}
          {...register('passwordConfirmation')}
        />
      </div>
      <Button type="submit" loading={isSubmitting} className="mt-6 w-full">
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
