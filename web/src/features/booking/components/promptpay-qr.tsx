// The PromptPay QR for the chosen account, drawn in the page with the booking's baht balance
// filled in. promptpay-qr and qrcode load only when a PromptPay account is chosen.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

export function PromptPayQr({ id, amount, name }: { id: string; amount: number; name: string }) {
  const { t } = useTranslation('booking');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [payload, setPayload] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [{ promptPayPayload }, QRCode] = await Promise.all([
          import('../lib/promptpay'),
          import('qrcode'),
        ]);
        const text = promptPayPayload(id, amount);
        if (!live || !canvas.current) return;
        // Error correction M and a quiet zone of 4: what Thai banking apps scan reliably.
        await QRCode.toCanvas(canvas.current, text, {
          width: 192,
          margin: 4,
          errorCorrectionLevel: 'M',
        });
        if (live) setPayload(text);
      } catch (error) {
        console.warn('PromptPay QR', error);
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
  }, [id, amount]);
  if (failed) return null;
  return (
    <figure className="flex flex-col items-center gap-1" data-testid="promptpay-qr">
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('payment.promptPayQrAlt', { name })}
        data-payload={payload ?? undefined}
        className="h-48 w-48 rounded-xl border border-mystic-100 bg-white"
      />
      <figcaption className="text-xs text-slate-600">{t('payment.promptPayHint')}</figcaption>
    </figure>
  );
}
