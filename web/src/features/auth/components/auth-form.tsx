// The frame of the four auth forms (login, register, forgot and reset password): the same
// form-level error, submit button and texts, by the form's name in the auth translations.
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';

type AuthFormName = 'login' | 'register' | 'forgot' | 'reset';

/** `name`: its texts are `<name>.title` (the form's accessible name), `.submit`, `.submitting`. */
export function AuthForm<Out>({
  name,
  form,
  onValid,
  children,
}: {
  name: AuthFormName;
  form: {
    submit: (onValid: (values: Out) => Promise<void>) => FormEventHandler<HTMLFormElement>;
    formError: string | null;
    isSubmitting: boolean;
  };
  onValid: (values: Out) => Promise<void>;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <form onSubmit={form.submit(onValid)} noValidate aria-label={t(`${name}.title`)}>
      <FormError message={form.formError} />
      {children}
      <SubmitButton
        busy={form.isSubmitting}
        busyText={t(`${name}.submitting`)}
        className="mt-6 w-full"
      >
        {t(`${name}.submit`)}
      </SubmitButton>
    </form>
  );
}

/** What a sent form says instead of itself (the link is sent, the password is reset). */
export function AuthDone({
  testId,
  title,
  body,
  children,
}: {
  testId: string;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <div role="status" data-testid={testId} className="rounded-xl bg-mystic-50 p-4">
      <p className="font-semibold text-mystic-900">{title}</p>
      <p className="mt-1 text-sm text-slate-700">{body}</p>
      {children}
    </div>
  );
}
