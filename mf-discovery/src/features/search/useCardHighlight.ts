import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';

/**
 * Card ↔ pin highlighting on the search page (docs/adr/0104-where-places.md): pointing at or
 * focusing a card of the list names its venue (the map lights up its pin); a pin pointed at sets
 * `highlight`, and its card is marked `data-highlighted`. The cards are the list items of the
 * list (`.disc-vgrid > li`) in the order of `ids`, so the card itself needs nothing for this.
 */
export function useCardHighlight(ids: readonly string[] | undefined) {
  const [highlight, setHighlight] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  const idOf = (target: EventTarget | null): string | null => {
    const li = target instanceof Element ? target.closest('.disc-vgrid > li') : null;
    if (!li?.parentElement || !ref.current?.contains(li)) return null;
    return ids?.[Array.prototype.indexOf.call(li.parentElement.children, li)] ?? null;
  };

  useEffect(() => {
    ref.current?.querySelectorAll('.disc-vgrid > li').forEach((li, i) => {
      if (highlight !== null && ids?.[i] === highlight) li.setAttribute('data-highlighted', '');
      else li.removeAttribute('data-highlighted');
    });
  }, [highlight, ids]);

  const listProps = {
    ref,
    onPointerOver: (e: PointerEvent) => setHighlight(idOf(e.target)),
    onPointerLeave: () => setHighlight(null),
    onFocus: (e: FocusEvent) => setHighlight(idOf(e.target)),
    onBlur: (e: FocusEvent) => {
      if (!ref.current?.contains(e.relatedTarget as Node | null)) setHighlight(null);
    },
  };
  return { highlight, setHighlight, listProps };
}
