// The booking's next steps within the thumb's reach on a phone (issue 42.3): a bar fixed to the
// bottom of the screen below 480 px; on a wider screen the page's header carries them. A
// cancellation is never here: it sits apart at the end of the page (issue 39.9).
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export const PHONE = '@media (max-width: 479px)';

const Bar = styled.div`
  display: none;
  ${PHONE} {
    display: flex;
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: 3;
    gap: 8px;
    padding: 12px 12px calc(12px + env(safe-area-inset-bottom));
    background: ${({ theme }) => theme.colors.neutral0};
    box-shadow: 0 -2px 8px rgba(33, 33, 52, 0.15);
    & > * {
      flex: 1;
    }
    & button {
      width: 100%;
      min-height: 48px;
      justify-content: center;
    }
  }
`;
/** Room under the page's end so the bar never covers its last lines. */
const Spacer = styled.div`
  display: none;
  ${PHONE} {
    display: block;
    height: 88px;
  }
`;
/** What shows only where the bar does not (the header's copy of the same actions). */
export const WideOnly = styled.div`
  ${PHONE} {
    display: none;
  }
`;

export function ThumbBar({ children }: { children: ReactNode }) {
  return (
    <>
      <Spacer />
      <Bar data-testid="thumb-actions">{children}</Bar>
    </>
  );
}
