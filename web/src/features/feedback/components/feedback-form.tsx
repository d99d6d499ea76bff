import {
  FEEDBACK_TYPES,
  RATING_OPTIONS,
  feedbackSchema,
  type FeedbackInput,
  type FeedbackPayload,
} from '@mystic/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Input, Textarea } from '@/components/input';
import { Select } from '@/components/select';
import { useToast } from '@/components/toast';
import { errorMessage, placeFieldErrors } from '@/lib/api-client';
import { useMessageText } from '@/lib/i18n';
import { useZawgyiFields, zawgyiSafeResolver } from '@/lib/zawgyi-input';
import { sendFeedback } from '../api/send-feedback';

const EMPTY: FeedbackInput = { name: '', email: '', rating: '', type: '' as never, message: '' };
const FIELDS = ['name', 'email', 'rating', 'type', 'message'] as const;

export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const msg = useMessageText();
  const { toast } = useToast();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackInput, unknown, FeedbackPayload>({
    resolver: zawgyiSafeResolver<FeedbackInput, FeedbackPayload>(feedbackSchema),
    defaultValues: EMPTY,
  });
  const { t: tc } = useTranslation('common');
  const zawgyi = useZawgyiFields(setValue);
  const zawgyiHint = (field: 'name' | 'message') =>
    zawgyi.wasConverted(field) ? tc('zawgyi.converted') : undefined;

  const onSubmit = async (values: FeedbackPayload) => {
    setFormError(null);
    try {
      await sendFeedback(values);
      toast({ title: t('success'), variant: 'success' });
      reset(EMPTY);
    } catch (error) {
      // Field errors under their fields; otherwise the server's message, or the translated
      // default when there is none (a lost connection or a time-out included).
      if (!placeFieldErrors(error, FIELDS, setError))
        setFormError(errorMessage(error, t('failed')));
    }
  };

  const err = (field: (typeof FIELDS)[number]) => msg(errors[field]) || undefined;

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="space-y-5 rounded-3xl border border-mystic-100 bg-white p-6 shadow-sm sm:p-8"
      aria-label={t('formLabel')}
    >
      {formError ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('fields.name')}
          autoComplete="name"
          hint={zawgyiHint('name')}
          error={err('name')}
          {...register('name', { onBlur: zawgyi.onBlur('name') })}
        />
        <Input
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={err('email')}
          {...register('email')}
        />
        <Select
          label={t('fields.rating')}
          placeholder={t('fields.ratingPlaceholder')}
          options={RATING_OPTIONS.map((r) => ({
            value: r.value,
            label: `${r.value} - ${t(`ratings.${r.value}`)}`,
          }))}
          error={err('rating')}
          {...register('rating')}
        />
        <Select
          label={t('fields.type')}
          placeholder={t('fields.typePlaceholder')}
          options={FEEDBACK_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          error={err('type')}
          {...register('type')}
        />
      </div>
      <Textarea
        label={t('fields.message')}
        rows={6}
        hint={zawgyiHint('message')}
        error={err('message')}
        {...register('message', { onBlur: zawgyi.onBlur('message') })}
      />
      <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t('sending') : t('submit')}
      </Button>
    </form>
  );
}
