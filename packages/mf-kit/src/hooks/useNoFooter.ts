import { useEffect } from 'react';

/** The body class that tells the shell to leave its footer out (shell/src/shell.css). */
export const NO_FOOTER_CLASS = 'shell-no-footer';

/**
 * A page that fills the screen (the conversation: its message box pinned to the bottom) asks the
 * shell not to show the site footer while it is mounted (docs/architecture.md "Page chrome"). The
 * shell hides `#shell-footer` while `body.shell-no-footer` is set; leaving the page removes it.
 */
export function useNoFooter(): void {
  useEffect(() => {
    document.body.classList.add(NO_FOOTER_CLASS);
    return () => document.body.classList.remove(NO_FOOTER_CLASS);
  }, []);
}
