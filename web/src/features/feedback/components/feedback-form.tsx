import {
  FEEDBACK_TYPES,
  RATING_OPTIONS,
  feedbackSchema,
  type FeedbackInput,
  type FeedbackPayload,
} from '@mystic/shared';
import { useTranslation } from '@/lib/i18n';
import { EmailInput } from '@/components/form/fields';
import { FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { useServerForm } from '@/components/form/use-server-form';
import { Input, Textarea } from '@/components/input';
import { Select } from '@/components/select';
import { useToast } from '@/components/toast';
import { useZawgyiFields, zawgyiSafeResolver } from '@/lib/zawgyi-input';
import { sendFeedback } from '../api/send-feedback';

const EMPTY: FeedbackInput = { name: '', email: '', rating: '', type: '' as never, message: '' };
const FIELDS = ['name', 'email', 'rating', 'type', 'message'] as const;

export function FeedbackForm() {
  const { t } = useTranslation('feedback');
  const { toast } = useToast();
  const form = useServerForm<FeedbackInput, FeedbackPayload>(FIELDS, {
    resolver: zawgyiSafeResolver<FeedbackInput, FeedbackPayload>(feedbackSchema),
    defaultValues: EMPTY,
  });
  const { register, err } = form;
  const { t: tc } = useTranslation('common');
  const zawgyi = useZawgyiFields(form.setValue);
  const zawgyiHint = (field: 'name' | 'message') =>
    zawgyi.wasConverted(field) ? tc('zawgyi.converted') : undefined;

  const onSubmit = async (values: FeedbackPayload) => {
    try {
      await sendFeedback(values);
      toast({ title: t('success'), variant: 'success' });
      form.reset(EMPTY);
    } catch (error) {
      // Field errors under their fields; otherwise the server's message, or the translated
      // default when there is none (a lost connection or a time-out included).
      form.fail(error, t('failed'));
    }
  };

  return (
    <form
      onSubmit={form.submit(onSubmit)}
      noValidate
      className="space-y-5 rounded-3xl border border-mystic-100 bg-white p-6 shadow-sm sm:p-8"
      aria-label={t('formLabel')}
    >
      <FormError plain message={form.formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Input
          label={t('fields.name')}
          autoComplete="name"
          hint={zawgyiHint('name')}
          error={err('name')}
          {...register('name', { onBlur: zawgyi.onBlur('name') })}
        />
        <EmailInput label={t('fields.email')} error={err('email')} {...register('email')} />
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
      <SubmitButton busy={form.isSubmitting} busyText={t('sending')} className="w-full sm:w-auto">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
