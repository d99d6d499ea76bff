import { forwardRef, useId, useRef, type Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Field, type FieldProps } from '@/components/input';
import { cn } from '@/lib/cn';

export interface FilePickerProps extends FieldProps {
  accept: string;
  /** The file chosen so far (kept by the caller), or null. */
  file: File | null | undefined;
  /** Called with the file picked in the chooser (the chooser cancelled: not called). */
  onPick: (file: File) => void;
  onBlur?: () => void;
  /** What the button says before a file is chosen (default: "Choose a picture"). */
  chooseLabel?: string;
}

/**
 * A file field that keeps its file in React state, never in the DOM input.
 *
 * The native input only opens the chooser: it is emptied after every pick, so nothing reads a
 * stale or empty FileList back from it. (A form library reading the input on blur got an empty
 * FileList after a pick and refused every screenshot tapped in on a phone: issue 38.) The button
 * the person taps says what to do and which file is chosen in the page's language, where the
 * browser's own "Choose File / No file chosen" would be English on a Burmese page.
 */
export const FilePicker = forwardRef<HTMLButtonElement, FilePickerProps>(function FilePicker(
  { accept, file, onPick, onBlur, chooseLabel, ...field },
  ref: Ref<HTMLButtonElement>,
) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();
  return (
    <Field {...field}>
      {({ control }) => (
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <button
            ref={ref}
            type="button"
            {...control}
            // The field's label names the button; what is chosen so far describes it.
            aria-describedby={[control['aria-describedby'], nameId].filter(Boolean).join(' ')}
            onClick={() => input.current?.click()}
            onBlur={onBlur}
            className={cn(
              'inline-flex min-h-11 items-center rounded-full bg-mystic-100 px-4 py-2 text-sm font-medium text-mystic-800',
              'focus-ring hover:bg-mystic-200 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600',
            )}
          >
            {file ? t('file.change') : (chooseLabel ?? t('file.choose'))}
          </button>
          <span
            id={nameId}
            className="min-w-0 flex-1 truncate text-sm text-mystic-900"
            data-testid="file-picker-name"
            data-allow-latin={file ? true : undefined}
          >
            {file ? file.name : t('file.none')}
          </span>
          <input
            ref={input}
            type="file"
            accept={accept}
            hidden
            tabIndex={-1}
            aria-hidden
            onChange={(e) => {
              const picked = e.target.files?.[0];
              // Emptied at once: the same file picked again still fires a change.
              e.target.value = '';
              if (picked) onPick(picked);
            }}
          />
        </div>
      )}
    </Field>
  );
});
