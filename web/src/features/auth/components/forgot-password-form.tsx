import { codedResolver } from '@/lib/form-resolver';
import { forgotPasswordSchema } from '@mystic/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import { useServerForm } from '@/components/form/use-server-form';
import { EmailInput } from '@/components/form/fields';
import { currentLanguage, useMessageText, useTranslation } from '@/lib/i18n';
import { requestPasswordReset } from '../api/password-reset';
import { AuthDone, AuthForm } from './auth-form';

type Values = z.input<typeof forgotPasswordSchema>;
const FIELDS = ['email'] as const;

/** Asks for a reset link; afterwards shows the same message whatever the address. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
  const msg = useMessageText();
  const [sent, setSent] = useState<string | null>(null);
  // The address typed on the login page, when the member came from there.
  const handed = (useLocation().state as { email?: unknown } | null)?.email;
  const form = useServerForm<Values, z.output<typeof forgotPasswordSchema>>(FIELDS, {
    resolver: codedResolver(forgotPasswordSchema),
    defaultValues: { email: typeof handed === 'string' ? handed : '' },
  });

  const onSubmit = async (values: z.output<typeof forgotPasswordSchema>) => {
    try {
      setSent(await requestPasswordReset(values.email, currentLanguage()));
    } catch (error) {
      form.fail(error, t('forgot.failed'));
    }
  };

  if (sent) {
    return (
      <AuthDone
        testId="forgot-sent"
        title={t('forgot.sentTitle')}
        body={msg('forgotPasswordSent')}
      />
    );
  }
  return (
    <AuthForm name="forgot" form={form} onValid={onSubmit}>
      <EmailInput label={t('forgot.email')} error={form.err('email')} {...form.register('email')} />
    </AuthForm>
  );
}
