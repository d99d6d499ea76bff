import { codedResolver } from '@/lib/form-resolver';
import { MESSAGES, registerSchema } from '@mystic/shared';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { EmailInput } from '@/components/form/fields';
import { useServerForm } from '@/components/form/use-server-form';
import { Input } from '@/components/input';
import { errorMessage, textOf } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from './password-input';
import { suggestEmail } from '../email-typo';

type RegisterValues = z.input<typeof registerSchema>;
const FIELDS = ['username', 'email', 'password', 'password_confirmation'] as const;

/** The form-level text for a failed registration whose errors did not land on a field. */
export function registerFailureMessage(error: unknown): string {
  return errorMessage(error, textOf('registration_failed', MESSAGES.registrationFailed));
}

export function RegisterForm({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation('auth');
  const { register: signUp } = useSession();
  const navigate = useNavigate();
  const form = useServerForm<RegisterValues, z.output<typeof registerSchema>>(FIELDS, {
    resolver: codedResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '', password_confirmation: '' },
  });
  const { register, err } = form;

  const onSubmit = async (values: z.output<typeof registerSchema>) => {
    try {
      await signUp(values);
      navigate(redirectTo, { replace: true });
    } catch (error) {
      // Field errors go under their fields; otherwise the server's message, else the default.
      if (!form.placeErrors(error)) form.setFormError(registerFailureMessage(error));
    }
  };

  const suggestion = suggestEmail(useWatch({ control: form.control, name: 'email' }) ?? '');

  return (
    <AuthForm name="register" form={form} onValid={onSubmit}>
      <div className="space-y-4">
        <Input
          label={t('register.username')}
          autoComplete="username"
          error={err('username')}
          {...register('username')}
        />
        <EmailInput
          label={t('register.email')}
          error={err('email')}
          hint={
            suggestion ? (
              <span data-testid="email-suggestion">
                {t('register.didYouMean', { email: suggestion })}{' '}
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center font-semibold text-mystic-700 underline focus-ring"
                  onClick={() => form.setValue('email', suggestion, { shouldValidate: true })}
                >
                  {t('register.useSuggestion', { email: suggestion })}
                </button>
              </span>
            ) : undefined
          }
          {...register('email')}
        />
        <NewPasswordFields
          texts="register"
          errors={[err('password'), err('password_confirmation')]}
          fields={[register('password'), register('password_confirmation')]}
        />
      </div>
    </AuthForm>
  );
}
