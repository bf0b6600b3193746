import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './shell.css';
import { ShellApp } from './ShellApp';
import { startShell } from './startup';
import { yieldToBrowser } from './yieldToBrowser';

async function main() {
  const started = await startShell();
  if (!started) return;
  // The remote's page is on its way; the chrome's React root (its event listeners, its first
  // render) starts in a task of its own.
  await yieldToBrowser();
  const el = document.getElementById('shell-root');
  if (!el) throw new Error('index.html lacks #shell-root');
  const root = createRoot(el);
  // In a transition React renders the chrome in slices of a few milliseconds, yielding to the
  // browser in between, rather than in one long task while the page is already painted (docs/ssr.md).
  startTransition(() => root.render(<ShellApp onNavigate={() => void started.loadSession()} />));
}

main().catch((e: unknown) => {
  console.error('[shell] start-up failed', e);
  const slot = document.getElementById('shell-page');
  if (slot) slot.textContent = 'The site could not start. Please reload the page.';
});
