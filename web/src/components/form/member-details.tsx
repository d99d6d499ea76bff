// The member's birth details, asked on the profile and on the booking form alike: the gender and
// weekday lists (the CMS's), the weekday that follows the date of birth and the Wednesday
// question, so both forms keep one behaviour.
import type { WeekdayEntry } from '@mystic/shared';
import { useCallback, useMemo } from 'react';
import {
  useWatch,
  type FieldValues,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useGenders, useWeekdays } from '@/lib/reference-lists';
import { useSelectValueAfterOptions } from '@/lib/select-options';
import { MahaboteChart, MahaboteSign, WednesdayQuestion, useBirthWeekday } from '../birth-weekday';
import { Select } from '../select';

interface BirthValues {
  dob: string;
  gender: string;
  birthday: string;
}

/** The CMS's weekday list (the forms' weekday rule needs it before the form is made). */
export function useWeekdayList(): readonly WeekdayEntry[] {
  const weekdays = useWeekdays();
  return useMemo(() => weekdays.data?.data ?? [], [weekdays.data]);
}

/**
 * Keeps a form's weekday in step with its date of birth, and its selects showing the saved
 * gender and weekday once their lists arrive. The form has `dob`, `gender` and `birthday`.
 */
export function useBirthDetails<T extends FieldValues & Record<keyof BirthValues, unknown>, O>(
  form: UseFormReturn<T, unknown, O>,
  weekdayList: readonly WeekdayEntry[],
) {
  // One view of the form by its birth fields; the constraint on T says they are there.
  const { control, setValue, getValues } = form as unknown as UseFormReturn<BirthValues>;
  const genders = useGenders();
  const dob = useWatch({ control, name: 'dob' });
  const birthday = useWatch({ control, name: 'birthday' }) as string | number | undefined;
  const selectBirthday = useCallback(
    (id: string) => setValue('birthday', id, { shouldValidate: false }),
    [setValue],
  );
  const birth = useBirthWeekday(dob, weekdayList, birthday, selectBirthday);
  useSelectValueAfterOptions(setValue, getValues, 'gender', genders.data?.data);
  useSelectValueAfterOptions(setValue, getValues, 'birthday', weekdayList);
  return { dob, birthday, birth, weekdayList, genders: genders.data?.data ?? [] };
}

type BirthDetails = ReturnType<typeof useBirthDetails>;

/** The gender and weekday-of-birth selects, side by side in the form's grid. */
export function GenderAndWeekday({
  details,
  labels: [genderLabel, weekdayLabel, placeholder],
  errors: [genderError, weekdayError],
  register,
  weekdayHint,
}: {
  details: BirthDetails;
  /** Gender, weekday, and the empty choice. */
  labels: readonly [string, string, string];
  errors: readonly [string | undefined, string | undefined];
  register: (name: 'gender' | 'birthday') => UseFormRegisterReturn;
  weekdayHint?: string;
}) {
  return (
    <>
      <Select
        label={genderLabel}
        placeholder={placeholder}
        options={details.genders.map((g) => ({ value: g.id, label: g.name }))}
        error={genderError}
        {...register('gender')}
      />
      <Select
        label={weekdayLabel}
        placeholder={placeholder}
        hint={weekdayHint}
        options={details.weekdayList.map((w) => ({ value: w.id, label: w.name }))}
        error={weekdayError}
        {...register('birthday')}
      />
    </>
  );
}

/** The Wednesday question when the date asks it, the member's Mahabote sign and chart. */
export function BirthSigns({
  details: { birth, birthday, weekdayList, dob },
  questionClassName,
  className,
}: {
  details: BirthDetails;
  /** A box around the question, when the form wants one. */
  questionClassName?: string;
  className: string;
}) {
  const question = birth.askHalf ? (
    <WednesdayQuestion half={birth.half} onChange={birth.setHalf} />
  ) : null;
  return (
    <>
      {question && questionClassName ? (
        <div className={questionClassName}>{question}</div>
      ) : (
        question
      )}
      <MahaboteSign weekdays={weekdayList} weekdayId={birthday} className={className} />
      <MahaboteChart
        dob={dob}
        weekdays={weekdayList}
        weekdayId={birthday}
        className={`${className} space-y-0.5`}
      />
    </>
  );
}
