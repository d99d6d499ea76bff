// Cache Management: the storage the site uses (Storage API estimate) and Clear Cache.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/toast';
import { SW_MESSAGES } from '@/sw/messages';

async function estimateUsage(): Promise<number | null> {
  if (!navigator.storage?.estimate) return null;
  const { usage } = await navigator.storage.estimate();
  return usage ?? null;
}

/** Deletes every Cache Storage cache of this site; the worker then downloads the shell again. */
export async function clearAllCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name)));
  navigator.serviceWorker?.controller?.postMessage({ type: SW_MESSAGES.recacheShell });
}

export function useCache() {
  const { t } = useTranslation('pwa');
  const { toast } = useToast();
  const supported = typeof caches !== 'undefined';
  const [usage, setUsage] = useState<number | null>(null);
  const [clearing, setClearing] = useState(false);

  const refresh = useCallback(async () => {
    setUsage(await estimateUsage().catch(() => null));
  }, []);

  useEffect(() => {
    let alive = true;
    void estimateUsage()
      .catch(() => null)
      .then((bytes) => alive && setUsage(bytes));
    return () => {
      alive = false;
    };
  }, []);

  const clear = useCallback(async () => {
    setClearing(true);
    try {
      await clearAllCaches();
      toast({ title: t('toasts.cacheCleared'), variant: 'success' });
    } catch (error) {
      console.warn('Clearing the cache failed', error);
      toast({
        title: t('toasts.error'),
        description: t('toasts.cacheClearFailed'),
        variant: 'destructive',
      });
    } finally {
      setClearing(false);
      await refresh();
    }
  }, [refresh, t, toast]);

  return { supported, usage, clearing, clear };
}
