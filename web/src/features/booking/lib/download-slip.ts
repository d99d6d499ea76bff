// Saves the slip element as `<appointmentNo>.png`. html2canvas-pro is loaded only when asked.
import { saveBlob } from './save-file';

export function slipFileName(appointmentNo: string): string {
  // Appointment numbers are letters, digits and dashes; anything else is dropped from the name.
  const safe = appointmentNo.replace(/[^A-Za-z0-9_-]/g, '') || 'booking-slip';
  return `${safe}.png`;
}

/** Resolves once the browser has painted: the busy button shows before drawing blocks the page. */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Draws the slip and hands the PNG to the browser as a download. Resolves only after the file has
 * been handed over, so the caller's busy state lasts until then (issue 23).
 */
export async function downloadSlip(element: HTMLElement, appointmentNo: string): Promise<void> {
  await nextPaint();
  const { default: html2canvas } = await import('html2canvas-pro');
  // Web fonts not yet loaded would be drawn in a fallback face (Burmese as boxes).
  await document.fonts.ready;
  const canvas = await html2canvas(element, {
    backgroundColor: '#ffffff',
    scale: Math.min(2, window.devicePixelRatio || 1) + 1,
    useCORS: true,
    logging: false,
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The slip could not be drawn');
  saveBlob(blob, slipFileName(appointmentNo));
  // The click starts the download in the next task: stay busy until it has.
  await nextPaint();
}
