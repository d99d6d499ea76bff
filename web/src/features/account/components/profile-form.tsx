import {
  profileSchemaWith,
  type ProfileInput,
  type ProfilePayload,
  type User,
} from '@mystic/shared';
import { useCallback, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MahaboteSign, WednesdayQuestion, useBirthWeekday } from '@/components/birth-weekday';
import { Button } from '@/components/button';
import { Input } from '@/components/input';
import { Select } from '@/components/select';
import { useToast } from '@/components/toast';
import { errorMessage, placeFieldErrors } from '@/lib/api-client';
import { dobRange } from '@/lib/dates';
import { useMessageText } from '@/lib/i18n';
import { dateFieldWords } from '@/lib/format';
import { clearDraft, readDraft, useFormDraft } from '@/lib/form-draft';
import { useSelectValueAfterOptions } from '@/lib/select-options';
import { useSession } from '@/lib/session';
import { useZawgyiFields, zawgyiSafeResolver } from '@/lib/zawgyi-input';
import { updateProfile } from '../api/account';
import { useGenders, useWeekdays } from '@/lib/reference-lists';

const FIELDS = ['username', 'dob', 'email', 'phone', 'gender', 'birthday'] as const;

const valuesFor = (user: User): ProfileInput => ({
  username: user.username ?? '',
  dob: user.dob ?? '',
  email: user.email ?? '',
  phone: user.phone ?? '',
  gender: user.gender_id ? String(user.gender_id) : '',
  birthday: user.weekday_id ? String(user.weekday_id) : '',
});

/** 'Profile Information': Username, Date of Birth, Email, Phone Number, Genders, Birthday. */
export function ProfileForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation('account');
  const msg = useMessageText();
  const { toast } = useToast();
  const { setUser, refreshUser } = useSession();
  const genders = useGenders();
  const weekdays = useWeekdays();
  const weekdayList = useMemo(() => weekdays.data?.data ?? [], [weekdays.data]);
  const { t: tc } = useTranslation('common');
  const [formError, setFormError] = useState<string | null>(null);
  // Unsaved edits survive Back/Forward and reloads in this tab until they are saved.
  const draftId = `profile:${user.id}`;
  const [draft] = useState(() => readDraft<ProfileInput>(draftId));
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileInput, unknown, ProfilePayload>({
    // The same weekday rule the CMS applies, with its weekday list.
    resolver: useMemo(
      () => zawgyiSafeResolver<ProfileInput, ProfilePayload>(profileSchemaWith(weekdayList)),
      [weekdayList],
    ),
    defaultValues: { ...valuesFor(user), ...draft },
  });
  useFormDraft(draftId, watch);
  const dob = useWatch({ control, name: 'dob' }) as string;
  const birthday = useWatch({ control, name: 'birthday' }) as string | number | undefined;
  const selectBirthday = useCallback(
    (id: string) => setValue('birthday', id, { shouldValidate: false }),
    [setValue],
  );
  const birth = useBirthWeekday(dob, weekdayList, birthday, selectBirthday);
  const zawgyi = useZawgyiFields(setValue);
  useSelectValueAfterOptions(setValue, getValues, 'gender', genders.data?.data);
  useSelectValueAfterOptions(setValue, getValues, 'birthday', weekdayList);

  const onSubmit = async (values: ProfilePayload) => {
    setFormError(null);
    try {
      const updated = (await updateProfile(values)) ?? (await refreshUser());
      if (updated) {
        setUser(updated);
        reset(valuesFor(updated));
      }
      clearDraft(draftId);
      toast({ title: t('profile.updated'), variant: 'success' });
    } catch (error) {
      if (!placeFieldErrors(error, FIELDS, setError)) {
        setFormError(errorMessage(error, t('profile.failed')));
      }
    }
  };

  const err = (field: (typeof FIELDS)[number]) => msg(errors[field]) || undefined;
  const dobLimits = dobRange();

  return (
    <section
      aria-labelledby="profile-heading"
      className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id="profile-heading" className="mb-5 font-display text-xl font-bold text-mystic-900">
        {t('profile.title')}
      </h2>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('profile.title')}>
        {formError ? (
          <p role="alert" className="mb-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Input
            label={t('profile.username')}
            autoComplete="username"
            hint={zawgyi.wasConverted('username') ? tc('zawgyi.converted') : undefined}
            error={err('username')}
            {...register('username', { onBlur: zawgyi.onBlur('username') })}
          />
          <Input
            label={t('profile.dob')}
            type="date"
            min={dobLimits.min}
            max={dobLimits.max}
            // The browser draws the field in its own locale: the day in Burmese words beside it.
            hint={dateFieldWords(dob, i18n.language) || undefined}
            error={err('dob')}
            {...register('dob')}
          />
          <Input
            label={t('profile.email')}
            type="email"
            autoComplete="email"
            error={err('email')}
            {...register('email')}
          />
          <Input
            label={t('profile.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="09 450 123 456"
            hint={t('profile.phoneHint')}
            error={err('phone')}
            {...register('phone')}
          />
          <Select
            label={t('profile.gender')}
            placeholder={t('profile.select')}
            options={(genders.data?.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            error={err('gender')}
            {...register('gender')}
          />
          <Select
            label={t('profile.birthday')}
            placeholder={t('profile.select')}
            options={weekdayList.map((w) => ({ value: w.id, label: w.name }))}
            error={err('birthday')}
            {...register('birthday')}
          />
        </div>
        {birth.askHalf ? (
          <div className="mt-5">
            <WednesdayQuestion half={birth.half} onChange={birth.setHalf} />
          </div>
        ) : null}
        <MahaboteSign
          weekdays={weekdayList}
          weekdayId={birthday}
          className="mt-4 rounded-xl bg-mystic-50 px-4 py-3 text-sm font-medium text-mystic-900"
        />
        <Button type="submit" loading={isSubmitting} className="mt-6">
          {t('profile.submit')}
        </Button>
      </form>
    </section>
  );
}
