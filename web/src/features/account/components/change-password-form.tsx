import { codedResolver } from '@/lib/form-resolver';
import { passwordChangeSchema, type PasswordChangeInput } from '@mystic/shared';
import { useTranslation } from '@/lib/i18n';
import { SubmitButton } from '@/components/form/submit-button';
import { useServerForm } from '@/components/form/use-server-form';
import { Input } from '@/components/input';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { AccountSection } from './account-section';
import { updatePassword } from '../api/account';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
// [field, label key, what the browser may fill in]
const PASSWORD_FIELDS = [
  ['currentPassword', 'current', 'current-password'],
  ['newPassword', 'new', 'new-password'],
  ['confirmPassword', 'confirm', 'new-password'],
] as const;
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Change Password': every rule of the shared schema; cleared on success, only the current password on failure. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const { toast } = useToast();
  const form = useServerForm<PasswordChangeInput, PasswordChangeInput>(FIELDS, {
    resolver: codedResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });
  const { register, reset, err } = form;

  const onSubmit = async (values: PasswordChangeInput) => {
    try {
      await updatePassword(values);
      reset(EMPTY);
      toast({ title: t('password.updated'), variant: 'success' });
    } catch (error) {
      // Only the current password is asked for again: a wrong one must not cost the member
      // the new password they just typed twice (issue 23).
      reset({ ...EMPTY, newPassword: values.newPassword, confirmPassword: values.confirmPassword });
      if (!form.placeErrors(error)) {
        // The server's message if it gave one; a lost connection or time-out reads as the
        // translated default, never the client's English network text.
        form.setError('currentPassword', {
          type: 'server',
          message: errorMessage(error, t('password.failed')),
        });
      }
    }
  };

  return (
    <AccountSection headingId="password-heading" title={t('password.title')}>
      <form onSubmit={form.submit(onSubmit)} noValidate aria-label={t('password.title')}>
        <div className="grid gap-5 sm:grid-cols-3">
          {PASSWORD_FIELDS.map(([name, label, autoComplete]) => (
            <Input
              key={name}
              type="password"
              label={t(`password.${label}`)}
              autoComplete={autoComplete}
              error={err(name)}
              {...register(name)}
            />
          ))}
        </div>
        <p className="mt-3 text-xs text-slate-600">{t('password.rules')}</p>
        <SubmitButton busy={form.isSubmitting} className="mt-5">
          {t('password.submit')}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
