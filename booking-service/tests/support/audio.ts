// Tiny MP3 files for upload tests (issue 44), built byte by byte: MPEG-2.5 Layer III frames of
// silence at 8 kbit/s, 8 kHz, mono (72 bytes and 72 ms each), so an hour weighs about 3.6 MB.
const FRAME_BYTES = 72;
const HEADER = [0xff, 0xe3, 0x18, 0xc0];
const FRAME_SECONDS = 576 / 8000;

/** An MP3 of `seconds` of silence. */
export function mp3(seconds: number): Buffer {
  const frames = Math.max(2, Math.ceil(seconds / FRAME_SECONDS));
  const out = Buffer.alloc(frames * FRAME_BYTES);
  for (let i = 0; i < frames; i++) out.set(HEADER, i * FRAME_BYTES);
  return out;
}
