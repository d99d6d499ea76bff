import {
  profileSchemaWith,
  type ProfileInput,
  type ProfilePayload,
  type User,
} from '@mystic/shared';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n';
import { DobInput, EmailInput, PhoneInput } from '@/components/form/fields';
import { FormError } from '@/components/form/form-error';
import {
  BirthSigns,
  GenderAndWeekday,
  useBirthDetails,
  useWeekdayList,
} from '@/components/form/member-details';
import { SubmitButton } from '@/components/form/submit-button';
import { useServerForm } from '@/components/form/use-server-form';
import { Input } from '@/components/input';
import { useToast } from '@/components/toast';
import { clearDraft, readDraft, useFormDraft } from '@/lib/form-draft';
import { useSession } from '@/lib/session';
import { useZawgyiFields, zawgyiSafeResolver } from '@/lib/zawgyi-input';
import { AccountSection } from './account-section';
import { updateProfile } from '../api/account';

const FIELDS = [
  'username',
  'dob',
  'email',
  'current_password',
  'phone',
  'gender',
  'birthday',
] as const;

const valuesFor = (user: User): ProfileInput => ({
  username: user.username ?? '',
  dob: user.dob ?? '',
  email: user.email ?? '',
  phone: user.phone ?? '',
  gender: user.gender_id ? String(user.gender_id) : '',
  birthday: user.weekday_id ? String(user.weekday_id) : '',
  current_password: '',
});

const sameEmail = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** 'Profile Information': Username, Date of Birth, Email, Phone Number, Genders, Birthday. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const { toast } = useToast();
  const { setUser, refreshUser } = useSession();
  const weekdayList = useWeekdayList();
  const { t: tc } = useTranslation('common');
  // Unsaved edits survive Back/Forward and reloads in this tab until they are saved.
  const draftId = `profile:${user.id}`;
  const [draft] = useState(() => readDraft<ProfileInput>(draftId));
  const form = useServerForm<ProfileInput, ProfilePayload>(FIELDS, {
    // The same weekday rule the CMS applies, with its weekday list.
    resolver: useMemo(
      () => zawgyiSafeResolver<ProfileInput, ProfilePayload>(profileSchemaWith(weekdayList)),
      [weekdayList],
    ),
    defaultValues: { ...valuesFor(user), ...draft },
  });
  const { register, err } = form;
  // A password is never kept in a draft.
  useFormDraft(draftId, form.watch, ['current_password']);
  // A new login e-mail takes the current password (issue 37): asked only when it changes.
  const emailChanged = !sameEmail(useWatch({ control: form.control, name: 'email' }), user.email);
  const details = useBirthDetails(form, weekdayList);
  const zawgyi = useZawgyiFields(form.setValue);

  const onSubmit = async (values: ProfilePayload) => {
    try {
      const { current_password: password, ...rest } = values;
      const sent = emailChanged && password ? { ...rest, current_password: password } : rest;
      const updated = (await updateProfile(sent)) ?? (await refreshUser());
      if (updated) {
        setUser(updated);
        form.reset(valuesFor(updated));
      }
      clearDraft(draftId);
      toast({ title: t('profile.updated'), variant: 'success' });
    } catch (error) {
      form.fail(error, t('profile.failed'));
    }
  };

  return (
    <AccountSection headingId="profile-heading" title={t('profile.title')}>
      <form onSubmit={form.submit(onSubmit)} noValidate aria-label={t('profile.title')}>
        <FormError plain message={form.formError} className="mb-4" />
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('profile.username')}
            autoComplete="username"
            hint={zawgyi.wasConverted('username') ? tc('zawgyi.converted') : undefined}
            error={err('username')}
            {...register('username', { onBlur: zawgyi.onBlur('username') })}
          />
          <DobInput
            label={t('profile.dob')}
            // The browser draws the field in its own locale: the day in Burmese words beside it.
            shown={details.dob}
            error={err('dob')}
            {...register('dob')}
          />
          <EmailInput label={t('profile.email')} error={err('email')} {...register('email')} />
          {emailChanged ? (
            <Input
              type="password"
              label={t('profile.emailPassword')}
              hint={t('profile.emailPasswordHint')}
              autoComplete="current-password"
              error={err('current_password')}
              {...register('current_password')}
            />
          ) : null}
          <PhoneInput
            label={t('profile.phone')}
            hint={t('profile.phoneHint')}
            error={err('phone')}
            {...register('phone')}
          />
          <GenderAndWeekday
            details={details}
            labels={[t('profile.gender'), t('profile.birthday'), t('profile.select')]}
            errors={[err('gender'), err('birthday')]}
            register={register}
          />
        </div>
        <BirthSigns
          details={details}
          questionClassName="mt-5"
          className="mt-4 rounded-xl bg-mystic-50 px-4 py-3 text-sm font-medium text-mystic-900"
        />
        <SubmitButton busy={form.isSubmitting} className="mt-6">
          {t('profile.submit')}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
