// Issue 44: on the booking page (the slip), beside the booking: the client's photos for a package
// that asks for them, "Your reading" once the reader has sent it (the text, recordings to play,
// photos and documents to keep), and the member's review of a finished reading.
import type { BookingExtras, BookingFile } from '@mystic/shared';
import DOMPurify from 'dompurify';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/button';
import { FilePicker } from '@/components/file-picker';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDate, localDigits } from '@/lib/format';
import { currentLanguage, useTranslation } from '@/lib/i18n';
import { useApi } from '@/lib/use-api';
import {
  bookingFilePath,
  deleteMaterial,
  deleteReview,
  saveReview,
  uploadMaterial,
  useBookingExtras,
  type ReviewForm,
} from '../api/booking-extras';

/** A private file of the booking, fetched with the session and shown from a blob URL. */
function useFileUrl(no: string, file: BookingFile): string | null {
  const { data: blob } = useApi<Blob>(bookingFilePath(no, file.id), undefined, undefined, {
    auth: 'required',
    as: 'blob',
  });
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  // The blob's address is let go when the file leaves the page.
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

function FileView({
  no,
  file,
  onRemove,
}: {
  no: string;
  file: BookingFile;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('booking');
  const lng = currentLanguage();
  const url = useFileUrl(no, file);
  const minutes =
    file.duration_seconds === null
      ? ''
      : `${localDigits(Math.floor(file.duration_seconds / 60), lng)}:${localDigits(
          String(file.duration_seconds % 60).padStart(2, '0'),
          lng,
        )}`;
  return (
    <li
      className="min-w-0 rounded-xl border border-mystic-100 bg-white p-3"
      data-testid={`reading-file-${file.kind}`}
    >
      {!url ? (
        <div className="h-24 animate-pulse rounded-lg bg-mystic-50" aria-hidden="true" />
      ) : file.kind === 'image' ? (
        <img src={url} alt={file.name} className="max-h-56 w-full rounded-lg object-cover" />
      ) : file.kind === 'audio' ? (
        <audio controls preload="metadata" src={url} className="w-full" data-testid="reading-audio">
          <track kind="captions" />
        </audio>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="min-w-0 truncate text-mystic-700">
          {file.name}
          {minutes ? ` · ${minutes}` : ''}
        </span>
        <span className="flex gap-2">
          {url ? (
            <a
              href={url}
              download={file.name}
              className="focus-ring rounded-full px-3 py-1 font-medium text-mystic-800 underline"
            >
              {t('reading.download')}
            </a>
          ) : null}
          {onRemove ? (
            <button
              type="button"
              onClick={onRemove}
              className="focus-ring rounded-full px-3 py-1 font-medium text-red-700 underline"
            >
              {t('reading.remove')}
            </button>
          ) : null}
        </span>
      </div>
    </li>
  );
}

function Materials({
  no,
  extras,
  reload,
}: {
  no: string;
  extras: BookingExtras;
  reload: () => void;
}) {
  const { t } = useTranslation('booking');
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const onPick = async (file: File) => {
    setBusy(true);
    setError(undefined);
    try {
      await uploadMaterial(no, file);
      reload();
    } catch (err) {
      setError(errorMessage(err, t('reading.uploadFailed')));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (f: BookingFile) => {
    try {
      await deleteMaterial(no, f.id);
      reload();
    } catch (err) {
      toast({ title: errorMessage(err, t('reading.uploadFailed')), variant: 'destructive' });
    }
  };
  return (
    <section className="mt-8 rounded-2xl bg-mystic-50 p-4 sm:p-6" data-testid="booking-materials">
      <h2 className="font-display text-xl text-mystic-900">{t('reading.materialsTitle')}</h2>
      <p className="mt-1 text-sm text-mystic-700">{t('reading.materialsIntro')}</p>
      {extras.materials.length ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {extras.materials.map((f) => (
            <FileView
              key={f.id}
              no={no}
              file={f}
              onRemove={extras.materials_open ? () => void remove(f) : undefined}
            />
          ))}
        </ul>
      ) : null}
      {extras.materials_open ? (
        <div className="mt-4">
          <FilePicker
            label={t('reading.addPhoto')}
            accept="image/jpeg,image/png,image/webp"
            file={null}
            onPick={(file) => void onPick(file)}
            error={error}
            chooseLabel={busy ? t('reading.uploading') : t('reading.choosePhoto')}
            data-testid="material-picker"
          />
        </div>
      ) : null}
    </section>
  );
}

function ReviewBox({
  no,
  extras,
  reload,
}: {
  no: string;
  extras: BookingExtras;
  reload: () => void;
}) {
  const { t } = useTranslation('booking');
  const { toast } = useToast();
  const lng = currentLanguage();
  const own = extras.review;
  const [form, setForm] = useState<ReviewForm>({
    rating: own?.rating ?? 0,
    text: own?.text ?? '',
    display: own?.display ?? 'name',
  });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const textId = useId();
  const submit = async () => {
    if (form.rating < 1) {
      setError(t('reading.ratingRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await saveReview(no, form);
      toast({ title: t('reading.reviewSaved') });
      reload();
    } catch (err) {
      setError(errorMessage(err, t('reading.reviewFailed')));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    await deleteReview(no);
    setForm({ rating: 0, text: '', display: 'name' });
    reload();
  };
  return (
    <section
      className="mt-8 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
      data-testid="booking-review"
    >
      <h2 className="font-display text-xl text-mystic-900">{t('reading.reviewTitle')}</h2>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-mystic-800">{t('reading.rating')}</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-full text-2xl has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-mystic-600"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={form.rating === n}
                onChange={() => setForm({ ...form, rating: n })}
                className="sr-only"
                aria-label={t('reading.stars', { count: n, n: localDigits(n, lng) })}
              />
              <span
                aria-hidden="true"
                className={n <= form.rating ? 'text-amber-500' : 'text-mystic-200'}
              >
                ★
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={textId} className="mt-4 block text-sm font-medium text-mystic-800">
        {t('reading.reviewText')}
      </label>
      <textarea
        id={textId}
        value={form.text}
        maxLength={1000}
        rows={3}
        onChange={(e) => setForm({ ...form, text: e.target.value })}
        className="focus-ring mt-1 w-full rounded-xl border border-mystic-200 p-3"
        data-testid="review-text"
      />
      <fieldset className="mt-3 text-sm">
        <legend className="font-medium text-mystic-800">{t('reading.showAs')}</legend>
        {(['name', 'initials'] as const).map((d) => (
          <label key={d} className="mr-4 inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="display"
              checked={form.display === d}
              onChange={() => setForm({ ...form, display: d })}
            />
            {t(`reading.display.${d}`)}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {own ? (
        <p className="mt-2 text-sm text-mystic-700" data-testid="review-state">
          {t(`reading.reviewState.${own.status}`)}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => void submit()} loading={busy} data-testid="review-submit">
          {own ? t('reading.reviewUpdate') : t('reading.reviewSubmit')}
        </Button>
        {own ? (
          <Button variant="outline" onClick={() => void remove()}>
            {t('reading.reviewDelete')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** Everything after the booking itself: photos, the reading, the review (nothing when none). */
export function YourReading({ appointmentNo }: { appointmentNo: string }) {
  const { t } = useTranslation('booking');
  const lng = currentLanguage();
  const extras = useBookingExtras(appointmentNo);
  const reload = useCallback(() => void extras.mutate(), [extras]);
  const data = extras.data?.data;
  const html = useMemo(
    () =>
      DOMPurify.sanitize(data?.reading?.html ?? '', {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button'],
        FORBID_ATTR: ['style'],
      }),
    [data?.reading?.html],
  );
  if (!data) return null;
  return (
    <>
      {data.material_needed ? <Materials no={appointmentNo} extras={data} reload={reload} /> : null}
      {data.reading ? (
        <section
          className="mt-8 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
          data-testid="your-reading"
          aria-labelledby="your-reading-title"
        >
          <h2 id="your-reading-title" className="font-display text-2xl text-mystic-900">
            {t('reading.title')}
          </h2>
          <p className="mt-1 text-sm text-mystic-700">
            {t('reading.sentOn', { date: formatDate(data.reading.sent_at, lng) })}
          </p>
          {html ? (
            <div
              className="prose-post mt-4"
              data-testid="reading-body"
              dangerouslySetInnerHTML={{ __html: html }}
            />
          ) : null}
          {data.reading.files.length ? (
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {data.reading.files.map((f) => (
                <FileView key={f.id} no={appointmentNo} file={f} />
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      {data.review_open ? <ReviewBox no={appointmentNo} extras={data} reload={reload} /> : null}
    </>
  );
}
