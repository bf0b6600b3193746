/** The id single-spa's convention gives an application's container. */
export function containerId(name: string): string {
  return `single-spa-application:${name}`;
}

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
