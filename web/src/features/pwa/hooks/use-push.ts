// docs/product.md section 4 ("App"), the push state: permission default, granted or denied, plus a
// subscribed flag.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { getPushPublicKey } from '../api/push-public-key';
import { subscribePush } from '../api/push-subscribe';
import { unsubscribePush } from '../api/push-unsubscribe';
import { sameKey, vapidKeyToBytes } from '../lib/vapid-key';

export type PushPermission = NotificationPermission | 'unsupported';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) throw new Error('The service worker is not registered yet.');
  return registration;
}

export function usePush() {
  const { t } = useTranslation('pwa');
  const { toast } = useToast();
  const supported = pushSupported();
  const [permission, setPermission] = useState<PushPermission>(() =>
    supported ? Notification.permission : 'unsupported',
  );
  const [subscribed, setSubscribed] = useState(false);
  const [busy, setBusy] = useState(false);

  // The subscription this browser already has, and permission changes made in the browser's UI.
  useEffect(() => {
    if (!supported) return;
    let alive = true;
    void navigator.serviceWorker
      .getRegistration('/')
      .then((reg) => reg?.pushManager.getSubscription())
      .then((sub) => alive && setSubscribed(Boolean(sub)))
      .catch(() => undefined);
    let status: PermissionStatus | null = null;
    const onChange = () => setPermission(Notification.permission);
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        status = s;
        s.addEventListener('change', onChange);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      status?.removeEventListener('change', onChange);
    };
  }, [supported]);

  const enable = useCallback(async () => {
    if (!supported) return;
    const answer = await Notification.requestPermission();
    setPermission(answer);
    if (answer === 'granted') toast({ title: t('toasts.enabled'), variant: 'success' });
    else if (answer === 'denied') toast({ title: t('toasts.denied'), variant: 'destructive' });
  }, [supported, t, toast]);

  // A failed (un)subscription: logged, and a toast with the server's reason when it gave one.
  const failed = useCallback(
    (error: unknown, what: 'subscribe' | 'unsubscribe') => {
      console.warn(`Push ${what === 'subscribe' ? 'subscription' : what} failed`, error);
      toast({
        title: t(`toasts.${what}Failed`),
        description: errorMessage(error, t(`toasts.${what}FailedDescription`)),
        variant: 'destructive',
      });
    },
    [t, toast],
  );

  const subscribe = useCallback(async () => {
    setBusy(true);
    try {
      const registration = await currentRegistration();
      const key = vapidKeyToBytes(await getPushPublicKey());
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
        // Made with an older key: the push service would refuse our messages.
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      await subscribePush(subscription.toJSON());
      setSubscribed(true);
      toast({ title: t('toasts.subscribed'), variant: 'success' });
    } catch (error) {
      failed(error, 'subscribe');
    } finally {
      setBusy(false);
    }
  }, [failed, t, toast]);

  const unsubscribe = useCallback(async () => {
    setBusy(true);
    try {
      const registration = await currentRegistration();
      const subscription = await registration.pushManager.getSubscription();
      if (subscription) {
        // Tell the server first; if that fails the endpoint dies anyway once the browser drops it
        // (the booking service deletes subscriptions the push service reports gone).
        await unsubscribePush(subscription.endpoint).catch((error: unknown) =>
          console.warn('Push unsubscribe call failed', error),
        );
        await subscription.unsubscribe();
      }
      setSubscribed(false);
      toast({ title: t('toasts.unsubscribed') });
    } catch (error) {
      failed(error, 'unsubscribe');
    } finally {
      setBusy(false);
    }
  }, [failed, t, toast]);

  return { supported, permission, subscribed, busy, enable, subscribe, unsubscribe };
}
