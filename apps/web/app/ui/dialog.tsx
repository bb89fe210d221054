import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A confirmation dialog on the native <dialog>: `showModal()` makes the rest of the page inert, keeps
 * focus inside, closes on Escape and gives focus back to the opener when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  busy = false,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="dialog" aria-labelledby={titleId} onClose={onClose}>
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <div className="dialog__body">{children}</div>
      <div className="dialog__actions">
        {/* showModal() focuses the first button: the safe choice. */}
        <button type="button" className="button button--secondary" onClick={onClose}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--primary" onClick={onConfirm} aria-disabled={busy || undefined}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
