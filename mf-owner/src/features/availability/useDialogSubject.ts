import { useState } from 'react';

/**
 * What a dialog shows, kept until the dialog has finished closing. Closing first turns `open` off, so
 * antd's Modal runs its close and hands the focus back to the opener; `afterClose` then drops the
 * subject. (Unmounting an open Modal skips that, and the focus falls to the page's body.) `key` is new
 * on every `show`, so a form opened again starts from its own values.
 */
export function useDialogSubject<T>() {
  const [state, setState] = useState<{ subject: T | null; open: boolean; key: number }>({ subject: null, open: false, key: 0 });
  return {
    ...state,
    show: (subject: T) => setState((s) => ({ subject, open: true, key: s.key + 1 })),
    close: () => setState((s) => ({ ...s, open: false })),
    afterClose: () => setState((s) => (s.open ? s : { ...s, subject: null })),
  };
}
