import { codedResolver } from '@/lib/form-resolver';
import { paymentSchema, type PaymentType } from '@mystic/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FieldError, FormError } from '@/components/form/form-error';
import { SubmitButton } from '@/components/form/submit-button';
import { useServerForm } from '@/components/form/use-server-form';
import { FilePicker } from '@/components/file-picker';
import { Input } from '@/components/input';
import { useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { clearDraft, readDraft, useFormDraft } from '@/lib/form-draft';
import { ApiError } from '@/lib/api-client';
import { useMutateApi } from '@/lib/use-api';
import { appointmentPath } from '../api/get-appointment';
import { CopyButton } from '@/components/copy-button';
import { amountToSend } from '../lib/totals';
import { PromptPayQr } from './promptpay-qr';
import { storePayment } from '../api/store-payment';

type Values = z.input<typeof paymentSchema>;
const FIELDS = ['paymentype', 'transaction_no', 'transaction_img'] as const;

/** The billing form: payment type by logo (with where to pay), transaction number or image. */
export function PaymentForm({
  appointmentNo,
  paymentTypes,
  due,
}: {
  appointmentNo: string;
  paymentTypes: readonly PaymentType[];
  /** The booking's totals: the amount to send is shown in the chosen account's currency. */
  due: { balance: number; th_balance: number };
}) {
  const { t } = useTranslation('booking');
  const { toast } = useToast();
  const navigate = useNavigate();
  const { user } = useSession();
  const mutateApi = useMutateApi();
  const groupId = useId();
  // The chosen type and number survive Back/Forward and reloads (a file cannot be kept).
  const draftId = `payment:${appointmentNo}`;
  const [draft] = useState(() => readDraft<Values>(draftId));
  const form = useServerForm<Values, z.output<typeof paymentSchema>>(FIELDS, {
    resolver: codedResolver(paymentSchema),
    defaultValues: {
      paymentype: undefined,
      transaction_no: '',
      ...draft,
      transaction_img: null,
    },
  });
  const { register, err, errors, control } = form;
  useFormDraft(draftId, form.watch, ['transaction_img']);
  const chosenId = Number(useWatch({ control, name: 'paymentype' }) ?? 0);
  // The proof is held by the form as a File, never read back from the DOM input (FilePicker).
  const {
    field: { ref: proofRef, onBlur: onProofBlur, value: proofValue },
  } = useController({ control, name: 'transaction_img' });
  const file = proofValue as File | null | undefined;
  const chosen = paymentTypes.find((p) => p.id === chosenId) ?? null;
  // PromptPay is baht only, whatever currency the account was saved with.
  const promptPayId = chosen?.promptpay_id || null;
  const amount = chosen
    ? amountToSend(promptPayId ? 'THB' : (chosen.currency ?? undefined), due, currentLanguage())
    : null;

  // A preview of the chosen image, released when it changes or the form goes away.
  const preview = useMemo(() => (file instanceof Blob ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // A file named like a picture whose bytes are not one: no broken-image box (the server says why).
  const [undrawable, setUndrawable] = useState<string | null>(null);

  const onSubmit = async (values: z.output<typeof paymentSchema>) => {
    try {
      const paid = await storePayment(appointmentNo, {
        paymentype: values.paymentype,
        transaction_no: values.transaction_no,
        transaction_img: (values.transaction_img as File | null | undefined) ?? null,
      });
      // The slip, the list and this page read the booking as it is now (proof sent).
      await mutateApi(appointmentPath(appointmentNo), { data: paid }, { revalidate: false });
      // The booking journey is complete: its form starts afresh next time.
      if (user) clearDraft(`booking:${user.id}`);
      clearDraft(draftId);
      navigate(paths.appointmentSlip.href(appointmentNo));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        // Already paid (another tab, an earlier tap): the page turns into what was paid.
        void mutateApi(appointmentPath(appointmentNo));
      }
      const message = errorMessage(error, t('payment.failed'));
      if (!form.placeErrors(error)) form.setFormError(message);
      toast({ title: message, variant: 'destructive' });
    }
  };

  return (
    <form
      onSubmit={form.submit(onSubmit)}
      noValidate
      aria-label={t('payment.billing')}
      className="space-y-5"
    >
      <FormError plain message={form.formError} />
      <fieldset aria-describedby={errors.paymentype ? `${groupId}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-mystic-900">{t('payment.type')}</legend>
        <div role="radiogroup" className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3">
          {paymentTypes.map((p) => (
            <label
              key={p.id}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1 rounded-2xl border-2 bg-white p-2 text-center text-xs font-medium text-mystic-900',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-400',
                chosenId === p.id ? 'border-mystic-600 bg-mystic-50' : 'border-mystic-100',
              )}
            >
              <input type="radio" value={p.id} className="sr-only" {...register('paymentype')} />
              <img
                src={p.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="h-12 w-12 rounded-xl object-contain"
              />
              <span>{p.name}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${groupId}-error`} className="mt-2" message={err('paymentype')} />
      </fieldset>

      {chosen ? (
        <div
          className="flex flex-wrap items-center gap-4 rounded-2xl border border-gold-300 bg-gold-100/50 p-4"
          data-testid="payment-account"
          aria-live="polite"
        >
          <dl className="min-w-[14rem] flex-1 space-y-2 text-sm text-mystic-900">
            <div>
              <dt className="font-medium">{t('payment.accountName')}</dt>
              <dd className="font-semibold" data-allow-latin>
                {chosen.account_name || '—'}
              </dd>
            </div>
            <CopyRow
              term={t('payment.accountNumber')}
              shown={chosen.account_number || '—'}
              copy={chosen.account_number}
              copyLabel={t('payment.copyNumber')}
              testId="account-number"
            />
            {promptPayId ? (
              <CopyRow
                term={t('payment.promptPayId')}
                shown={promptPayId}
                copy={promptPayId}
                copyLabel={t('payment.copyNumber')}
                testId="promptpay-id"
              />
            ) : null}
            {amount ? (
              <CopyRow
                term={t('payment.amount')}
                shown={amount.text}
                copy={amount.digits}
                copyLabel={t('payment.copyAmount')}
                testId="amount-to-send"
                className="text-lg font-bold whitespace-nowrap"
              />
            ) : null}
          </dl>
          {promptPayId ? (
            <PromptPayQr id={promptPayId} amount={due.th_balance} name={chosen.name} />
          ) : chosen.qr_image ? (
            <img
              src={chosen.qr_image}
              alt={t('payment.qrAlt', { name: chosen.name })}
              width={128}
              height={128}
              className="h-32 w-32 rounded-xl border border-mystic-100 bg-white object-contain p-1"
            />
          ) : null}
        </div>
      ) : null}

      <Input
        label={t('payment.transactionNo')}
        placeholder={t('payment.transactionNoPlaceholder')}
        autoComplete="off"
        error={err('transaction_no')}
        {...register('transaction_no')}
      />
      <FilePicker
        ref={proofRef}
        label={t('payment.transactionImg')}
        hint={t('payment.imageHint')}
        error={err('transaction_img')}
        accept="image/png,image/jpeg,image/jpg,image/webp"
        file={file}
        onPick={(picked) => form.setValue('transaction_img', picked, { shouldValidate: true })}
        onBlur={onProofBlur}
      />
      {preview && preview !== undrawable ? (
        <img
          src={preview}
          alt={t('payment.previewAlt')}
          onError={() => setUndrawable(preview)}
          className="max-h-48 rounded-xl border border-mystic-100 object-contain"
        />
      ) : null}
      <SubmitButton busy={form.isSubmitting} size="lg" className="w-full">
        {t('payment.submit')}
      </SubmitButton>
    </form>
  );
}

/** A term of the account to pay, with its value and a button that copies it. */
function CopyRow({
  term,
  shown,
  copy,
  copyLabel,
  testId,
  // A number is copied or read whole: it never breaks across lines.
  className = 'font-mono text-base font-semibold whitespace-nowrap',
}: {
  term: string;
  shown: string;
  /** What is copied; nothing to copy, no button. */
  copy: string | null | undefined;
  copyLabel: string;
  testId: string;
  className?: string;
}) {
  return (
    <div>
      <dt className="font-medium">{term}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <span className={className} data-testid={testId}>
          {shown}
        </span>
        {copy ? <CopyButton value={copy} label={copyLabel} /> : null}
      </dd>
    </div>
  );
}
