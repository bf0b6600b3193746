import { HYDRATING_ATTR, SERVER_RENDERED_ATTR, remoteContainerId } from '@venues/contracts';

/** The id single-spa's convention gives an application's container. */
export const containerId = remoteContainerId;

/**
 * Finds or creates `<div id="single-spa-application:<name>">` inside the shell's persistent
 * `#remote-slot` (document.body when the slot is absent, e.g. a standalone page).
 */
export function remoteContainer(name: string, doc: Document = document): HTMLElement {
  const id = containerId(name);
  const existing = doc.getElementById(id);
  if (existing) return existing;
  const el = doc.createElement('div');
  el.id = id;
  (doc.getElementById('remote-slot') ?? doc.body).appendChild(el);
  return el;
}

/**
 * True once for a container the server filled: it is hydrated, not rendered over. The container is
 * marked hydrating until the page in it has come alive (<HydrationDone>).
 */
export function takeServerRendered(el: HTMLElement): boolean {
  if (!el.hasAttribute(SERVER_RENDERED_ATTR)) return false;
  el.removeAttribute(SERVER_RENDERED_ATTR);
  el.setAttribute(HYDRATING_ATTR, '');
  return true;
}
