import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.resetModules();
});

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('work held for the first paint', () => {
  it('when nothing holds it (a test, a screen after the first), then it goes at once', async () => {
    vi.useFakeTimers();
    const { afterFirstPaint } = await import('./first-paint');
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('when the app holds it, then it waits for the first render and then for the paint', async () => {
    vi.useFakeTimers();
    const { afterFirstPaint, holdUntilFirstPaint, releaseAfterPaint } =
      await import('./first-paint');
    holdUntilFirstPaint();
    const held = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await settled(held)).toBe(false);

    // Rendered: no paint timing here, so it goes once the paint's time-out has passed.
    releaseAfterPaint();
    await vi.advanceTimersByTimeAsync(150);
    expect(await settled(held)).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(held)).toBe(true);
  });

  it('when the first render never commits, then it still goes after 3 s', async () => {
    vi.useFakeTimers();
    const { afterFirstPaint, holdUntilFirstPaint } = await import('./first-paint');
    holdUntilFirstPaint();
    const held = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(held)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(held)).toBe(true);
  });
});
