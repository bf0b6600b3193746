import { createRoot } from 'react-dom/client';
import './shell.css';
import { ShellApp } from './ShellApp';
import { startShell } from './startup';

async function main() {
  const started = await startShell();
  if (!started) return;
  const el = document.getElementById('shell-root');
  if (!el) throw new Error('index.html lacks #shell-root');
  createRoot(el).render(<ShellApp onNavigate={() => void started.loadSession()} />);
}

main().catch((e: unknown) => {
  console.error('[shell] start-up failed', e);
  const slot = document.getElementById('shell-page');
  if (slot) slot.textContent = 'The site could not start. Please reload the page.';
});
