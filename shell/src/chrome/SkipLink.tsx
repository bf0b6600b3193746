import type { MouseEvent } from 'react';

/** The page's main landmark (shell/public/index.html): every remote draws inside it. */
export const MAIN_ID = 'remote-slot';

/**
 * "Skip to main content": the first stop of the keyboard on every page, hidden until focused.
 * It moves the focus into the page itself, past the header's links, without changing the address.
 */
export function SkipLink() {
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    e.preventDefault();
    // Focusable by script only, so a click on the page does not outline it.
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
    main.scrollIntoView?.();
  };
  return (
    <a className="sh-skip-link" href={`#${MAIN_ID}`} onClick={skip}>
      Skip to main content
    </a>
  );
}
