import { codedResolver } from '@/lib/form-resolver';
import { resetPasswordSchema } from '@mystic/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { FormError } from '@/components/form/form-error';
import { useServerForm } from '@/components/form/use-server-form';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useMessageText, useTranslation } from '@/lib/i18n';
import { resetLinkUsable, resetPassword } from '../api/password-reset';
import { AuthDone, AuthForm } from './auth-form';
import { NewPasswordFields } from './password-input';

type Values = z.input<typeof resetPasswordSchema>;
const FIELDS = ['password', 'passwordConfirmation'] as const;

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-mystic-700 underline focus-ring';

/** A new password for the account the link's token names (same rules as registration). */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const msg = useMessageText();
  const [tokenBad, setTokenBad] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useServerForm<Values, z.output<typeof resetPasswordSchema>>(FIELDS, {
    resolver: codedResolver(resetPasswordSchema),
    defaultValues: { token, password: '', passwordConfirmation: '' },
  });
  const { register, err } = form;
  // A used or expired link is said at once, before two passwords are typed for nothing.
  const [linkDead, setLinkDead] = useState(false);
  useEffect(() => {
    if (!token) return;
    let live = true;
    void resetLinkUsable(token).then((usable) => live && setLinkDead(usable === false));
    return () => {
      live = false;
    };
  }, [token]);

  const onSubmit = async (values: z.output<typeof resetPasswordSchema>) => {
    try {
      setDone(await resetPassword(values));
    } catch (error) {
      const onToken = error instanceof ApiError && Boolean(error.errors?.token);
      setTokenBad(onToken);
      if (onToken) form.setFormError(errorMessage(error, t('reset.failed')));
      else form.fail(error, t('reset.failed'));
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
  if (linkDead && !done) {
    return (
      <div data-testid="reset-link-dead">
        <FormError message={msg('resetTokenInvalid')} />
        <Link to={paths.forgotPassword.href()} className={linkClass}>
          {t('reset.askAgain')}
        </Link>
      </div>
    );
  }
  if (done) {
    return (
      <AuthDone testId="reset-done" title={t('reset.doneTitle')} body={msg('passwordResetDone')}>
        <Link to={paths.login.href()} className={linkClass}>
          {t('reset.toLogin')}
        </Link>
      </AuthDone>
    );
  }
  return (
    <AuthForm name="reset" form={form} onValid={onSubmit}>
      {tokenBad ? (
        <p className="-mt-3 mb-4 text-sm">
          <Link to={paths.forgotPassword.href()} className={linkClass}>
            {t('reset.askAgain')}
          </Link>
        </p>
      ) : null}
      <div className="space-y-4">
        <NewPasswordFields
          texts="reset"
          errors={[err('password'), err('passwordConfirmation')]}
          fields={[register('password'), register('passwordConfirmation')]}
        />
      </div>
    </AuthForm>
  );
}
