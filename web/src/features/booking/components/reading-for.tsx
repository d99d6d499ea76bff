// Issue 45: "For me / For someone else" on the booking form. For someone else, the form's date of
// birth, gender and birth weekday (with the Wednesday half, as for the member) become theirs, with
// their name and an optional phone; a person booked for before can be picked again.
import type { SavedPerson, User } from '@mystic/shared';
import { useTranslation } from '@/lib/i18n';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { PhoneInput } from '@/components/form/fields';
import { Input } from '@/components/input';
import { useSavedPeople } from '../api/waitlist';

interface ReadingForValues extends FieldValues {
  for_other?: boolean;
  subject_name?: string;
  subject_phone?: unknown;
  dob: string;
  gender: unknown;
  birthday: unknown;
}

interface Props<V extends ReadingForValues> {
  form: UseFormReturn<V, unknown, unknown>;
  user: User | null;
  errors: { subject_name?: string; subject_phone?: string };
}

export function ReadingFor<V extends ReadingForValues>({ form, user, errors }: Props<V>) {
  const { t } = useTranslation('waitlist');
  const people = useSavedPeople();
  const other = form.watch('for_other' as Path<V>) === true;
  const set = (name: string, value: unknown) =>
    form.setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });

  /** The birth fields of `who` (the member's own, a saved person's, or blank). */
  const fill = (who: { dob?: string | null; gender?: number | null; weekday?: number | null }) => {
    set('dob', who.dob ?? '');
    set('gender', who.gender ? String(who.gender) : '');
    set('birthday', who.weekday ? String(who.weekday) : '');
  };
  const choose = (forOther: boolean) => {
    if (forOther === other) return;
    set('for_other', forOther);
    if (forOther) {
      fill({});
    } else {
      // Back to the member: their own birth data, and no one else's name left to check.
      set('subject_name', undefined);
      set('subject_phone', undefined);
      fill({ dob: user?.dob, gender: user?.gender_id, weekday: user?.weekday_id });
    }
  };
  const pick = (person: SavedPerson) => {
    set('subject_name', person.name);
    set('subject_phone', person.phone ?? '');
    fill({ dob: person.dob, gender: person.gender_id, weekday: person.weekday_id });
  };
  const saved = people.data?.data ?? [];

  return (
    <fieldset
      className="space-y-3 rounded-2xl border border-mystic-100 p-4"
      data-testid="reading-for"
    >
      <legend className="px-1 font-semibold text-mystic-900">{t('readingFor.legend')}</legend>
      <div className="flex flex-wrap gap-4">
        {([false, true] as const).map((value) => (
          <label key={String(value)} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="reading-for"
              className="h-5 w-5 accent-mystic-700"
              checked={other === value}
              onChange={() => choose(value)}
            />
            {value ? t('readingFor.other') : t('readingFor.me')}
          </label>
        ))}
      </div>
      {other ? (
        <div className="space-y-3">
          <p className="text-sm text-mystic-800">{t('readingFor.otherHint')}</p>
          {saved.length > 0 ? (
            <label className="block text-sm font-medium text-mystic-900">
              {t('readingFor.saved')}
              <select
                className="mt-1 block min-h-11 w-full rounded-xl border border-mystic-200 bg-white px-3"
                data-testid="saved-people"
                defaultValue=""
                onChange={(e) => {
                  const person = saved.find((p) => p.id === e.target.value);
                  if (person) pick(person);
                }}
              >
                <option value="">{t('readingFor.pick')}</option>
                {saved.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <Input
              label={t('readingFor.name')}
              autoComplete="off"
              error={errors.subject_name}
              {...form.register('subject_name' as Path<V>)}
            />
            <PhoneInput
              label={t('readingFor.phone')}
              error={errors.subject_phone}
              {...form.register('subject_phone' as Path<V>)}
            />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
