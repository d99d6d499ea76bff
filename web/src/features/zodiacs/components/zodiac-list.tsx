import type { Zodiac } from '@mystic/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/components/dialog';
import { FALLBACK_IMAGES, LazyImage } from '@/components/image';
import { PageState, readState } from '@/components/page-state';
import { stripHtml } from '@/lib/format';
import { useZodiacs } from '../api/get-zodiacs';

/** The twelve signs; each opens a dialog with its name, period and description. */
export function ZodiacList() {
  const { t } = useTranslation(['zodiacs', 'common']);
  const read = useZodiacs();
  const [open, setOpen] = useState<Zodiac | null>(null);
  const zodiacs = read.data?.data ?? [];

  return (
    <PageState
      {...readState(read)}
      errorText={t('common:errors.fetchZodiacs')}
      empty={zodiacs.length === 0}
      emptyText={t('empty')}
    >
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {zodiacs.map((z) => (
          <li key={z.id}>
            <button
              type="button"
              onClick={() => setOpen(z)}
              className="group flex w-full flex-col items-center gap-2 rounded-3xl border border-mystic-100 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-gold-400 hover:shadow-md focus-ring"
              aria-haspopup="dialog"
              data-testid="zodiac-card"
            >
              <LazyImage
                src={z.image}
                fallback={FALLBACK_IMAGES.zodiac}
                alt=""
                width={96}
                height={96}
                className="h-20 w-20 rounded-full bg-mystic-900 object-cover ring-2 ring-gold-300 sm:h-24 sm:w-24"
              />
              <span className="font-display text-base font-bold text-mystic-900">{z.name}</span>
              <span className="text-xs text-slate-600">{z.period}</span>
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.name ?? ''}
        description={<span className="font-medium text-mystic-700">{open?.period}</span>}
      >
        {open ? (
          <div className="space-y-4">
            <LazyImage
              src={open.image}
              fallback={FALLBACK_IMAGES.zodiac}
              alt={open.name}
              width={160}
              height={160}
              eager
              className="mx-auto h-32 w-32 rounded-full bg-mystic-900 object-cover ring-4 ring-gold-300"
            />
            <p className="leading-relaxed whitespace-pre-line text-slate-800">
              {stripHtml(open.desc)}
            </p>
          </div>
        ) : null}
      </Dialog>
    </PageState>
  );
}
