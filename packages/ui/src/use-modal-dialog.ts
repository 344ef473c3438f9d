import { useEffect, useRef, type MouseEvent, type SyntheticEvent } from 'react';

/**
 * A modal on the native <dialog>, as both apps show one: shown with showModal() when it mounts, so the page
 * behind it is inert, focus moves into it and stays there; the focus goes back to what had it before (the
 * button that opened it) when it unmounts. Escape and a click on the backdrop ask `onClose`: the parent decides,
 * so the dialog never closes without React knowing. Spread the answer on the <dialog>.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, []);

  return {
    ref,
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onClose();
    },
    // The dialog element itself is hit only on its backdrop; its content sits in an inner panel.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
