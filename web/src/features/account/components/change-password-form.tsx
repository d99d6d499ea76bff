import { codedResolver } from '@/lib/form-resolver';
import { passwordChangeSchema, type PasswordChangeInput } from '@mystic/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { useToast } from '@/components/toast';
import { errorMessage, placeFieldErrors } from '@/lib/api-client';
import { useMessageText } from '@/lib/i18n';
import { updatePassword } from '../api/account';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** 'Change Password': every rule of the shared schema; cleared on success, only the current password on failure. */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const msg = useMessageText();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({
    resolver: codedResolver(passwordChangeSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (values: PasswordChangeInput) => {
    try {
      await updatePassword(values);
      reset(EMPTY);
      toast({ title: t('password.updated'), variant: 'success' });
    } catch (error) {
      // Only the current password is asked for again: a wrong one must not cost the member
      // the new password they just typed twice (issue 23).
      reset({ ...EMPTY, newPassword: values.newPassword, confirmPassword: values.confirmPassword });
      const placed = placeFieldErrors(error, FIELDS, setError);
      if (!placed) {
        // The server's message if it gave one; a lost connection or time-out reads as the
        // translated default, never the client's English network text.
        setError('currentPassword', {
          type: 'server',
          message: errorMessage(error, t('password.failed')),
        });
      }
    }
  };

  const err = (field: (typeof FIELDS)[number]) => msg(errors[field]) || undefined;

  return (
    <section
      aria-labelledby="password-heading"
      className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="password-heading" className="mb-5 font-display text-xl font-bold text-mystic-900">
        {t('password.title')}
      </h2>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('password.title')}>
        <div className="grid gap-5 sm:grid-cols-3">
          <Input
            type="password"
            label={t('password.current')}
            autoComplete="current-password"
            error={err('currentPassword')}
            {...register('currentPassword')}
          />
          <Input
            type="password"
            label={t('password.new')}
            autoComplete="new-password"
            error={err('newPassword')}
            {...register('newPassword')}
          />
          <Input
            type="password"
            label={t('password.confirm')}
            autoComplete="new-password"
            error={err('confirmPassword')}
            {...register('confirmPassword')}
          />
        </div>
        <p className="mt-3 text-xs text-slate-600">{t('password.rules')}</p>
        <Button type="submit" loading={isSubmitting} className="mt-5">
          {t('password.submit')}
        </Button>
      </form>
    </section>
  );
}
