import { codedResolver } from '@/lib/form-resolver';
import { MESSAGES, registerSchema } from '@mystic/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { errorMessage, placeFieldErrors, textOf } from '@/lib/api-client';
import { useMessageText } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { FormError } from './auth-card';
import { PasswordInput } from './password-input';
import { suggestEmail } from '../email-typo';

type RegisterValues = z.input<typeof registerSchema>;
const FIELDS = ['username', 'email', 'password', 'password_confirmation'] as const;

/** The form-level text for a failed registration whose errors did not land on a field. */
export function registerFailureMessage(error: unknown): string {
  return errorMessage(error, textOf('registration_failed', MESSAGES.registrationFailed));
}

export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const msg = useMessageText();
  const { register: signUp } = useSession();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, z.output<typeof registerSchema>>({
    resolver: codedResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '', password_confirmation: '' },
  });

  const onSubmit = async (values: z.output<typeof registerSchema>) => {
    setFormError(null);
    try {
      await signUp({
        username: values.username,
        email: values.email,
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      // Field errors go under their fields; otherwise the server's message, else the default.
      if (!placeFieldErrors(error, FIELDS, setError)) setFormError(registerFailureMessage(error));
    }
  };

  const err = (field: (typeof FIELDS)[number]) => msg(errors[field]) || undefined;
  const suggestion = suggestEmail(useWatch({ control, name: 'email' }) ?? '');

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('register.title')}>
      <FormError message={formError} />
      <div className="space-y-4">
        <Input
          label={t('register.username')}
          autoComplete="username"
          error={err('username')}
          {...register('username')}
        />
        <Input
          label={t('register.email')}
          type="email"
          autoComplete="email"
          error={err('email')}
          hint={
            suggestion ? (
              <span data-testid="email-suggestion">
                {t('register.didYouMean', { email: suggestion })}{' '}
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center font-semibold text-mystic-700 underline focus-ring"
                  onClick={() => setValue('email', suggestion, { shouldValidate: true })}
                >
                  {t('register.useSuggestion', { email: suggestion })}
                </button>
              </span>
            ) : undefined
          }
          {...register('email')}
        />
        <PasswordInput
          label={t('register.password')}
          autoComplete="new-password"
          error={err('password')}
          {...register('password')}
        />
        <PasswordInput
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          error={err('password_confirmation')}
          {...register('password_confirmation')}
        />
      </div>
      <Button type="submit" loading={isSubmitting} className="mt-6 w-full">
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
