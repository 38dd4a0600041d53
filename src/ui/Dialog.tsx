// The native <dialog> gives focus trapping, Escape to close and an inert page behind it. It opens
// on the element marked `data-autofocus`, else the first focusable one (React's autoFocus focuses
// before showModal, which then moves focus again), so a confirmation opens on its main action;
// `focusKey` changing while open (a dialog's next step) focuses the new step's mark. Closing gives
// focus back to what had it before, so it never falls to the page's body while that is still there.
import { type ReactNode, useLayoutEffect, useRef } from 'react';

export function Dialog({ open, onClose, labelledBy, children, className, focusKey }: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: ReactNode;
  className?: string;
  focusKey?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  // Opened as the render lands, not after the next paint: a key pressed in between (Escape right
  // after the click that opened it) must reach the open dialog.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        dialog.showModal();
      }
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (dialog.open) {
      dialog.close();
    }
  }, [open, focusKey]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className ? `dialog ${className}` : 'dialog'}
      onClose={() => {
        const back = opener.current;
        opener.current = null;
        // The browser gives focus back too, but not to an element disabled or hidden meanwhile.
        if (back?.isConnected && (document.activeElement === document.body || document.activeElement === null)) back.focus();
        onClose();
      }}
      onClick={(event) => {
        // Only a click on the backdrop closes: one on the dialog's own padding (a button that
        // moved away under the pointer, say) lands on the dialog element too.
        const box = ref.current?.getBoundingClientRect();
        const outside = box && (event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom);
        if (event.target === ref.current && outside) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
