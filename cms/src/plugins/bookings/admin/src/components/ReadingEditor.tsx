// Issue 44: the booking's "Your reading" in the desk. The client's photos (a palm reading's
// palms) as they came; for a Booked or Finished booking the reader writes the reading in Markdown,
// attaches recordings, photos and PDFs, saves a draft and sends it (Booked becomes Finished, the
// member is told by push and mail). Files come through the desk's own routes with the admin's
// session and are shown from blob URLs, like the payment proof.
import { Box, Button, Flex, Grid, Loader, Textarea, Typography } from '@strapi/design-system';
import { useFetchClient, useNotification } from '@strapi/strapi/admin';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { BookingFile, DeskReading } from '@mystic/shared';
import { failure, type Status } from '../api';
import { Problem } from './Problem';

const base = (no: string) => `/bookings/appointments/${encodeURIComponent(no)}`;

/** A stored file of the booking as a blob URL (revoked when it goes). */
function useFileUrl(no: string, file: BookingFile): string | null {
  const { get } = useFetchClient();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    get<Blob>(`${base(no)}/files/${file.id}`, { responseType: 'blob' }).then(
      (res) => {
        objectUrl = URL.createObjectURL(res.data);
        if (live) setUrl(objectUrl);
      },
      () => {},
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [get, no, file.id]);
  return url;
}

const minutes = (s: number | null) =>
  s === null ? '' : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/** One stored file of the booking; `onRemove` while it may still be taken away. */
type FileItemProps = { no: string; file: BookingFile; onRemove?: () => void };

function FileItem({ no, file, onRemove }: FileItemProps) {
  const { formatMessage } = useIntl();
  const url = useFileUrl(no, file);
  return (
    <Box
      padding={3}
      background="neutral100"
      hasRadius
      data-testid={`reading-file-${file.kind}`}
      style={{ minWidth: 0 }}
    >
      {!url ? (
        <Loader small />
      ) : file.kind === 'image' ? (
        <a href={url} target="_blank" rel="noreferrer">
          <img
            src={url}
            alt={file.name}
            style={{ display: 'block', width: '100%', maxHeight: 180, objectFit: 'cover' }}
          />
        </a>
      ) : file.kind === 'audio' ? (
        <audio controls src={url} preload="metadata" style={{ width: '100%' }} />
      ) : (
        <a href={url} target="_blank" rel="noreferrer" download={file.name}>
          {file.name}
        </a>
      )}
      <Flex justifyContent="space-between" gap={2} paddingTop={2} wrap="wrap">
        <Typography variant="pi" textColor="neutral600" ellipsis>
          {file.name}
          {file.duration_seconds !== null ? ` · ${minutes(file.duration_seconds)}` : ''}
        </Typography>
        {onRemove ? (
          <Button variant="danger-light" size="S" onClick={onRemove}>
            {formatMessage({ id: 'bookings.reading.remove', defaultMessage: 'Remove' })}
          </Button>
        ) : null}
      </Flex>
    </Box>
  );
}

function Files({
  no,
  files,
  onRemove,
  testId,
}: {
  no: string;
  files: BookingFile[];
  onRemove?: (f: BookingFile) => void;
  testId: string;
}) {
  return (
    <Grid.Root gap={3} paddingTop={3} data-testid={testId}>
      {files.map((f) => (
        <Grid.Item key={f.id} col={4} s={6} xs={12} direction="column" alignItems="stretch">
          <FileItem no={no} file={f} onRemove={onRemove ? () => onRemove(f) : undefined} />
        </Grid.Item>
      ))}
    </Grid.Root>
  );
}

export function ReadingEditor({
  no,
  status,
  canEdit,
  onSent,
}: {
  no: string;
  status: Status;
  canEdit: boolean;
  /** After sending: the page reads the booking again (it may be Finished now). */
  onSent?: () => void;
}) {
  const { formatMessage, locale } = useIntl();
  const t = (id: string, defaultMessage: string, values?: Record<string, string>) =>
    formatMessage({ id: `bookings.reading.${id}`, defaultMessage }, values);
  const { get, put, post, del } = useFetchClient();
  const { toggleNotification } = useNotification();
  const [reading, setReading] = useState<DeskReading | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const textId = useId();

  // `keepText`: after a file is attached or removed, what she is typing stays as it is.
  const load = useCallback(
    (keepText = false) => {
      get<{ data: DeskReading }>(`${base(no)}/reading`).then((res) => {
        setReading(res.data.data);
        if (!keepText) setText(res.data.data.text);
      }, setError);
    },
    [get, no],
  );
  useEffect(() => load(), [load]);

  const fail = (err: unknown) =>
    toggleNotification({ type: 'danger', message: failure(err, locale).message });

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      const res = await put<{ data: DeskReading }>(`${base(no)}/reading`, { text });
      setReading(res.data.data);
      toggleNotification({ type: 'success', message: t('saved', 'The draft is saved.') });
    });

  const send = () =>
    run(async () => {
      // What is typed is what goes: saved first, then sent.
      await put(`${base(no)}/reading`, { text });
      const res = await post<{ data: DeskReading }>(`${base(no)}/reading/send`, {});
      setReading(res.data.data);
      toggleNotification({ type: 'success', message: t('sentNotice', 'The reading is sent.') });
      onSent?.();
    });

  const attach = (files: FileList | null) =>
    run(async () => {
      for (const file of Array.from(files ?? [])) {
        const form = new FormData();
        form.append('file', file, file.name);
        await post(`${base(no)}/reading/files`, form);
      }
      if (picker.current) picker.current.value = '';
      load(true);
    });

  const remove = (f: BookingFile) =>
    run(async () => {
      await del(`${base(no)}/files/${f.id}`);
      load(true);
    });

  if (error) return <Problem error={error} />;
  if (!reading) return <Loader small />;
  const open = status === 'Booked' || status === 'Finished';
  const editable = canEdit && open;
  const state =
    reading.status === 'sent'
      ? t('stateSent', 'Sent to the client on {date}.', {
          date: new Date(reading.sent_at!).toLocaleString(locale),
        })
      : reading.status === 'draft'
        ? t('stateDraft', 'Draft: the client does not see it yet.')
        : t('stateNone', 'Nothing written yet.');

  return (
    <Box data-testid="reading-editor">
      {reading.material_needed || reading.materials.length > 0 ? (
        <Box paddingTop={4}>
          <Typography variant="sigma" textColor="neutral600" tag="h3">
            {t('materials', "The client's photos")}
          </Typography>
          {reading.materials.length ? (
            <Files no={no} files={reading.materials} testId="reading-materials" />
          ) : (
            <Typography tag="p" textColor="neutral600">
              {t('noMaterials', 'No photos sent yet.')}
            </Typography>
          )}
        </Box>
      ) : null}
      <Box paddingTop={5}>
        <Typography tag="p" textColor="neutral600" data-testid="reading-state">
          {open ? state : t('closed', 'A reading is written once the booking is confirmed.')}
        </Typography>
      </Box>
      {open ? (
        <>
          <Box paddingTop={3}>
            <label htmlFor={textId}>
              <Typography variant="pi" fontWeight="bold">
                {t('text', 'The reading (Markdown: ## heading, **bold**, - list)')}
              </Typography>
            </label>
            <Textarea
              id={textId}
              name="reading"
              value={text}
              disabled={!editable}
              onChange={(e: React.ChangeEvent<HTMLTextAreaElement>) => setText(e.target.value)}
              style={{ minHeight: 220 }}
              data-testid="reading-text"
            />
          </Box>
          <Files
            no={no}
            files={reading.files}
            onRemove={editable ? remove : undefined}
            testId="reading-files"
          />
          {editable ? (
            <Flex gap={2} paddingTop={4} wrap="wrap">
              <input
                ref={picker}
                type="file"
                multiple
                accept="audio/mp4,audio/x-m4a,audio/mpeg,audio/ogg,audio/webm,.m4a,.mp3,.ogg,.webm,image/jpeg,image/png,image/webp,application/pdf"
                style={{ display: 'none' }}
                onChange={(e) => void attach(e.target.files)}
                data-testid="reading-file-input"
              />
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => picker.current?.click()}
                data-testid="reading-attach"
              >
                {t('attach', 'Attach a recording, photo or PDF')}
              </Button>
              <Button variant="tertiary" disabled={busy} onClick={save} data-testid="reading-save">
                {t('save', 'Save draft')}
              </Button>
              <Button disabled={busy} onClick={send} data-testid="reading-send">
                {reading.status === 'sent'
                  ? t('resend', 'Send the correction')
                  : t('send', 'Send to the client')}
              </Button>
            </Flex>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}

/** The client's photos alone (the day sheet): nothing when the booking has none. */
export function ClientPhotos({ no }: { no: string }) {
  const { formatMessage } = useIntl();
  const { get } = useFetchClient();
  const [files, setFiles] = useState<BookingFile[]>([]);
  useEffect(() => {
    let live = true;
    get<{ data: DeskReading }>(`${base(no)}/reading`).then(
      (res) => live && setFiles(res.data.data.materials),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [get, no]);
  if (!files.length) return null;
  return (
    <Box paddingTop={2} data-testid="day-sheet-photos">
      <Typography variant="sigma" textColor="neutral600" tag="h3">
        {formatMessage({ id: 'bookings.reading.materials', defaultMessage: "The client's photos" })}
      </Typography>
      <Files no={no} files={files} testId="day-sheet-materials" />
    </Box>
  );
}
