// Saves the slip element as `<appointmentNo>.png`. html2canvas-pro is loaded only when asked.

export function slipFileName(appointmentNo: string): string {
  // Appointment numbers are letters, digits and dashes; anything else is dropped from the name.
  const safe = appointmentNo.replace(/[^A-Za-z0-9_-]/g, '') || 'booking-slip';
  return `${safe}.png`;
}

export async function downloadSlip(element: HTMLElement, appointmentNo: string): Promise<void> {
  const { default: html2canvas } = await import('html2canvas-pro');
  const canvas = await html2canvas(element, {
    backgroundColor: '#ffffff',
    scale: Math.min(2, window.devicePixelRatio || 1) + 1,
    useCORS: true,
    logging: false,
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The slip could not be drawn');
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = slipFileName(appointmentNo);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
