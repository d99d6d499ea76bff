import { codedResolver } from '@/lib/form-resolver';
import { forgotPasswordSchema } from '@mystic/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { errorMessage, placeFieldErrors } from '@/lib/api-client';
import { currentLanguage, useMessageText } from '@/lib/i18n';
import { requestPasswordReset } from '../api/password-reset';
import { FormError } from './auth-card';

type Values = z.input<typeof forgotPasswordSchema>;
const FIELDS = ['email'] as const;

/** Asks for a reset link; afterwards shows the same message whatever the address. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const msg = useMessageText();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: codedResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = async (values: z.output<typeof forgotPasswordSchema>) => {
    setFormError(null);
    try {
      setSent(await requestPasswordReset(values.email, currentLanguage()));
    } catch (error) {
      if (!placeFieldErrors(error, FIELDS, setError)) {
        setFormError(errorMessage(error, t('forgot.failed')));
      }
    }
  };

  if (sent) {
    return (
      <div role="status" data-testid="forgot-sent" className="rounded-xl bg-mystic-50 p-4">
        <p className="font-semibold text-mystic-900">{t('forgot.sentTitle')}</p>
        <p className="mt-1 text-sm text-slate-700">{msg('forgotPasswordSent')}</p>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('forgot.title')}>
      <FormError message={formError} />
      <Input
        label={t('forgot.email')}
        type="email"
        autoComplete="email"
        error={msg(errors.email) || undefined}
        {...register('email')}
      />
      <Button type="submit" loading={isSubmitting} className="mt-6 w-full">
        {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
    </form>
  );
}
