import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { IconButton } from './icon-button';

/** Props of Modal. */
export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Visually hide the title (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page behind inert and
 * closes on Escape; focus returns to what opened it.
 */
export function Modal({ open, onClose, title, hideTitle = false, children, className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // A close we caused because `open` became false must not report back as the user closing it.
  const closingByProp = useRef(false);
  const onDialogClose = useEffectEvent(() => {
    if (closingByProp.current) closingByProp.current = false;
    else onClose();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      closingByProp.current = true;
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => onDialogClose();
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={cn(
        'm-auto max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60',
        className,
      )}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="relative">
        <IconButton
          icon="close"
          label="Close"
          onClick={onClose}
          className="absolute right-3 top-3 z-10 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        />
        <h2
          id={titleId}
          className={hideTitle ? 'sr-only' : 'px-6 pt-6 pr-14 text-xl font-bold text-brand-950'}
        >
          {title}
        </h2>
        {open && children}
      </div>
    </dialog>
  );
}
