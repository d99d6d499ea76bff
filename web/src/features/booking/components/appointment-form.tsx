import { appointmentSchemaWith, todayIn, type AppointmentPayload } from '@mystic/shared';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { ButtonLink } from '@/components/button';
import { DobInput, EmailInput, PhoneInput } from '@/components/form/fields';
import { FieldError, FormError } from '@/components/form/form-error';
import {
  BirthSigns,
  GenderAndWeekday,
  useBirthDetails,
  useWeekdayList,
} from '@/components/form/member-details';
import { SubmitButton } from '@/components/form/submit-button';
import { useServerForm } from '@/components/form/use-server-form';
import { Input, Textarea } from '@/components/input';
import { PageHeader } from '@/components/page-header';
import { PageState, readState } from '@/components/page-state';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { attemptFor, readAttempt, settleAttempt } from '@/lib/attempt-key';
import { readDraft, useFormDraft } from '@/lib/form-draft';
import { dobRange } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { currentLanguage, useMessageText, useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useMutateApi } from '@/lib/use-api';
import { useZawgyiFields, zawgyiSafeResolver } from '@/lib/zawgyi-input';
import { createAppointment } from '../api/create-appointment';
import { fullDaysPath } from '../api/get-full-days';
import { usePackagesAll } from '../api/get-packages';
import { readSelectedDate } from '../lib/selected-date';
import { PackageOption } from './package-picker';
import { ReadingFor } from './reading-for';
import { joinWaitlist } from '../api/waitlist';

type Values = z.input<ReturnType<typeof appointmentSchemaWith>>;
const FIELDS = [
  'email',
  'dob',
  'gender',
  'birthday',
  'social_link',
  'desc',
  'phone',
  'packages',
  'appointment_date',
  'subject_name',
  'subject_phone',
] as const;

/** /appointment/form: the intake form and the package picker for the date chosen earlier. */
export function AppointmentForm() {
  const { t } = useTranslation('booking');
  const msg = useMessageText();
  const { toast } = useToast();
  const navigate = useNavigate();
  const { user, refreshUser } = useSession();
  // Issue 45: the same form joins a full day's waitlist (`?waitlist=1`, from the calendar).
  const [params] = useSearchParams();
  const waitlist = params.get('waitlist') === '1';
  const { t: tw } = useTranslation('waitlist');
  const mutateApi = useMutateApi();
  const today = todayIn();
  // A corrupt or past stored value is ignored: the member picks a date again.
  const [day] = useState(() => {
    const stored = readSelectedDate();
    return stored && stored >= today ? stored : null;
  });
  const packages = usePackagesAll();
  const weekdayList = useWeekdayList();
  const { t: tc } = useTranslation('common');
  // The booking a refusal named (a day this member already holds), offered as a link.
  const [heldNo, setHeldNo] = useState<string | null>(null);
  // Per member: a shared tablet's next member never sees someone else's draft.
  const formId = user ? `booking:${user.id}` : null;
  const [draft] = useState(() => (formId ? readDraft<Values>(formId) : null));

  const form = useServerForm<Values, AppointmentPayload>(FIELDS, {
    // The weekday rule needs the CMS's list: the same rule the booking service applies.
    resolver: useMemo(
      () => zawgyiSafeResolver<Values, AppointmentPayload>(appointmentSchemaWith(weekdayList)),
      [weekdayList],
    ),
    defaultValues: {
      email: user?.email ?? '',
      dob: user?.dob ?? '',
      gender: user?.gender_id ? String(user.gender_id) : '',
      birthday: user?.weekday_id ? String(user.weekday_id) : '',
      social_link: user?.social_link ?? '',
      phone: user?.phone ?? '',
      desc: '',
      packages: [],
      // What was typed before Back/Forward or a reload; the day always comes from the calendar.
      ...draft,
      appointment_date: day ?? '',
    },
  });
  const { register, err, errors } = form;
  useFormDraft(formId, form.watch, ['appointment_date']);
  const content = useWatch({ control: form.control });
  const sent = formId ? readAttempt(formId) : null;
  // The form as it was when it made a booking (e.g. after Back from the payment page).
  const alreadyBooked =
    sent?.result && sent.content === JSON.stringify(content) ? sent.result : null;

  const details = useBirthDetails(form, weekdayList);
  const zawgyi = useZawgyiFields(form.setValue);
  const zawgyiHint = (field: 'desc' | 'social_link') =>
    zawgyi.wasConverted(field) ? (
      <span data-testid={`zawgyi-converted-${field}`}>{tc('zawgyi.converted')}</span>
    ) : undefined;

  const onSubmit = async (values: AppointmentPayload) => {
    setHeldNo(null);
    if (waitlist) {
      try {
        await joinWaitlist({ ...values, locale: currentLanguage() });
        toast({ title: tw('form.joined') });
        navigate(paths.waitlist.href());
      } catch (error) {
        const message = errorMessage(error, t('form.failed'));
        if (!form.placeErrors(error)) form.setFormError(message);
        toast({ title: message, variant: 'destructive' });
      }
      return;
    }
    const id = formId ?? 'booking';
    // Keyed by what the form holds, as typed: the same content sent again is the same attempt.
    const attempt = attemptFor(id, content);
    try {
      // The member's language now: the booking's e-mails are written in it.
      const appointment = await createAppointment(
        { ...values, locale: currentLanguage() },
        attempt.key,
      );
      settleAttempt(id, attempt, appointment.appointment_no);
      // The day may now be full.
      void mutateApi(fullDaysPath);
      await refreshUser();
      navigate(paths.appointmentPayment.href(appointment.appointment_no));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'day_already_held' && error.appointmentNo) {
        setHeldNo(error.appointmentNo);
      }
      const message = errorMessage(error, t('form.failed'));
      if (!form.placeErrors(error)) form.setFormError(message);
      toast({ title: message, variant: 'destructive' });
    }
  };

  const dobLimits = dobRange();

  return (
    <>
      <PageHeader
        title={waitlist ? tw('form.title') : t('form.title')}
        intro={waitlist ? tw('form.note') : t('form.note')}
      >
        <ButtonLink to={paths.appointment.href()} variant="onNight" size="sm" className="mt-5">
          ← {t('form.back')}
        </ButtonLink>
      </PageHeader>
      <form
        onSubmit={form.submit(onSubmit)}
        noValidate
        aria-label={waitlist ? tw('form.title') : t('form.title')}
        className="mx-auto grid max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_24rem]"
      >
        <div className="space-y-5 rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm sm:p-7">
          <div
            className="rounded-2xl bg-mystic-50 px-4 py-3 text-mystic-900"
            data-testid="appointment-date"
          >
            {day ? (
              <p>
                {t('form.dateLabel')} <strong>{formatDate(day, currentLanguage())}</strong>{' '}
                <Link
                  to={paths.appointment.href()}
                  className="ml-1 inline-flex min-h-11 min-w-11 items-center text-sm text-mystic-700 underline focus-ring"
                >
                  {t('form.changeDate')}
                </Link>
              </p>
            ) : (
              <p>
                {t('form.noDate')}{' '}
                <Link
                  to={paths.appointment.href()}
                  className="font-semibold text-mystic-700 underline focus-ring"
                >
                  {t('form.chooseDate')}
                </Link>
              </p>
            )}
            <FieldError
              role="alert"
              message={
                errors.appointment_date && (day ? err('appointment_date') : t('form.dateRequired'))
              }
            />
          </div>
          <FormError plain message={form.formError} />
          {heldNo ? (
            <p className="rounded-xl bg-gold-100/70 px-4 py-3 text-sm text-mystic-900">
              <Link
                to={paths.appointmentPayment.href(heldNo)}
                className="inline-flex min-h-11 items-center font-semibold text-mystic-700 underline focus-ring"
                data-testid="held-booking-link"
              >
                {t('form.openHeld', { no: heldNo })}
              </Link>
            </p>
          ) : alreadyBooked ? (
            <p
              className="rounded-xl bg-gold-100/70 px-4 py-3 text-sm text-mystic-900"
              data-testid="already-booked"
            >
              {t('form.alreadyBooked', { no: alreadyBooked })}{' '}
              <Link
                to={paths.appointmentPayment.href(alreadyBooked)}
                className="inline-flex min-h-11 items-center font-semibold text-mystic-700 underline focus-ring"
              >
                {t('form.goToBooking')}
              </Link>
            </p>
          ) : null}
          <ReadingFor
            form={form}
            user={user ?? null}
            errors={{ subject_name: err('subject_name'), subject_phone: err('subject_phone') }}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <EmailInput label={t('form.email')} error={err('email')} {...register('email')} />
            <DobInput
              label={t('form.dob')}
              hint={t('form.dobHint', { from: dobLimits.fromYear, to: dobLimits.toYear })}
              shown={details.dob}
              error={err('dob')}
              {...register('dob')}
            />
            <GenderAndWeekday
              details={details}
              labels={[t('form.gender'), t('form.birthday'), t('form.select')]}
              errors={[err('gender'), err('birthday')]}
              register={register}
              weekdayHint={t('form.birthdayHint')}
            />
          </div>
          <BirthSigns details={details} className="text-sm font-medium text-mystic-800" />
          <PhoneInput
            label={t('form.phone')}
            hint={t('form.phoneHint')}
            error={err('phone')}
            {...register('phone')}
          />
          <Input
            label={t('form.social')}
            placeholder={t('form.socialPlaceholder')}
            hint={zawgyiHint('social_link')}
            error={err('social_link')}
            {...register('social_link', { onBlur: zawgyi.onBlur('social_link') })}
          />
          <Textarea
            label={t('form.desc')}
            placeholder={t('form.descPlaceholder')}
            rows={5}
            hint={zawgyiHint('desc')}
            error={err('desc')}
            {...register('desc', { onBlur: zawgyi.onBlur('desc') })}
          />
        </div>

        <div className="space-y-4">
          <fieldset
            className="rounded-3xl border border-mystic-100 bg-white p-5 shadow-sm"
            aria-describedby={errors.packages ? 'packages-error' : undefined}
          >
            <legend className="sr-only">{t('form.packages')}</legend>
            <h2 aria-hidden="true" className="font-display text-lg font-bold text-mystic-900">
              {t('form.packages')}
            </h2>
            {/* No inner scroller: the page scrolls once (a 32rem box in the page hid packages). */}
            <div className="mt-3 space-y-3">
              <PageState {...readState(packages)} errorText={t('form.packagesFailed')}>
                {(packages.data?.data.data ?? []).map((pkg) => (
                  <PackageOption key={pkg.id} pkg={pkg} {...register('packages')} />
                ))}
              </PageState>
            </div>
            <FieldError
              id="packages-error"
              className="mt-2"
              message={
                errors.packages &&
                msg(errors.packages.message ? errors.packages : errors.packages.root)
              }
            />
          </fieldset>
          <SubmitButton busy={form.isSubmitting} size="lg" className="w-full">
            {waitlist ? tw('form.submit') : t('form.submit')}
          </SubmitButton>
        </div>
      </form>
    </>
  );
}
