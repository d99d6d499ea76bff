// The proof full screen (issue 42.3): on a phone she reads the amount and the transaction number
// off a screenshot, so it fills the screen and zooms with two fingers (or a double tap), dragging
// once zoomed. The page's own zoom is not used: Strapi's admin fixes the viewport's scale.
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: rgba(0, 0, 0, 0.92);
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  touch-action: none;
`;
const Close = styled.button`
  position: absolute;
  top: 12px;
  right: 12px;
  min-width: 48px;
  min-height: 48px;
  padding: 0 16px;
  border: 0;
  border-radius: 24px;
  background: #fff;
  color: #212134;
  font-size: 16px;
  font-weight: 600;
  z-index: 1;
`;
const Hint = styled.p`
  position: absolute;
  bottom: 16px;
  left: 0;
  right: 0;
  margin: 0;
  text-align: center;
  color: #fff;
  font-size: 14px;
  pointer-events: none;
`;

type Point = { x: number; y: number };
const MAX_SCALE = 6;

export function ProofViewer({
  src,
  alt,
  onClose,
}: {
  src: string;
  alt: string;
  onClose: () => void;
}) {
  const { formatMessage } = useIntl();
  const [view, setView] = useState({ scale: 1, x: 0, y: 0 });
  const pointers = useRef(new Map<number, Point>());
  const start = useRef<{ distance: number; scale: number; mid: Point; x: number; y: number }>(
    undefined,
  );
  const lastTap = useRef(0);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const middle = (): Point => {
    const ps = [...pointers.current.values()];
    return {
      x: ps.reduce((s, p) => s + p.x, 0) / ps.length,
      y: ps.reduce((s, p) => s + p.y, 0) / ps.length,
    };
  };
  const begin = () => {
    start.current = { distance: distance(), mid: middle(), ...view };
  };

  const down = (e: ReactPointerEvent) => {
    (e.target as Element).setPointerCapture?.(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    begin();
    if (pointers.current.size === 1) {
      const now = Date.now();
      if (now - lastTap.current < 300) {
        setView((v) => (v.scale > 1 ? { scale: 1, x: 0, y: 0 } : { scale: 2.5, x: 0, y: 0 }));
        lastTap.current = 0;
      } else lastTap.current = now;
    }
  };
  const move = (e: ReactPointerEvent) => {
    if (!pointers.current.has(e.pointerId) || !start.current) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const s = start.current;
    const mid = middle();
    const scale =
      pointers.current.size >= 2 && s.distance > 0
        ? Math.min(MAX_SCALE, Math.max(1, (s.scale * distance()) / s.distance))
        : s.scale;
    setView({
      scale,
      x: scale === 1 ? 0 : s.x + mid.x - s.mid.x,
      y: scale === 1 ? 0 : s.y + mid.y - s.mid.y,
    });
  };
  const up = (e: ReactPointerEvent) => {
    pointers.current.delete(e.pointerId);
    begin();
  };

  return createPortal(
    <Overlay
      role="dialog"
      aria-modal="true"
      aria-label={alt}
      data-testid="proof-viewer"
      data-scale={view.scale.toFixed(2)}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      <img
        src={src}
        alt={alt}
        draggable={false}
        style={{
          maxWidth: '100%',
          maxHeight: '100%',
          transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
          transformOrigin: 'center',
          userSelect: 'none',
        }}
      />
      <Close type="button" autoFocus onPointerDown={(e) => e.stopPropagation()} onClick={onClose}>
        {formatMessage({ id: 'bookings.proof.close', defaultMessage: 'Close' })}
      </Close>
      <Hint>
        {formatMessage({
          id: 'bookings.proof.zoomHint',
          defaultMessage: 'Pinch or double-tap to zoom',
        })}
      </Hint>
    </Overlay>,
    document.body,
  );
}
