/**
 * The card fields as people type them on a phone (docs/adr/0102-accept-and-pay.md): the number in
 * groups of four (American Express 4-6-5), the expiry as MM/YY with the slash put in for them, so a
 * numeric keypad (no "/" key) is enough. Only digits count; the server reads the digits anyway.
 */

const digits = (v: string) => v.replace(/\D/g, '');

/** American Express numbers start 34 or 37 and have 15 digits, grouped 4-6-5. */
export const isAmex = (number: string) => /^3[47]/.test(digits(number));

/** "4242424242424242" → "4242 4242 4242 4242"; "378282246310005" → "3782 822463 10005"; at most 19 digits. */
export function formatCardNumber(value: string): string {
  const d = digits(value);
  if (isAmex(d)) {
    const a = d.slice(0, 15);
    return [a.slice(0, 4), a.slice(4, 10), a.slice(10)].filter(Boolean).join(' ');
  }
  return (d.slice(0, 19).match(/.{1,4}/g) ?? []).join(' ');
}

/**
 * "1234" → "12/34"; "12" → "12/" only while typing forward (so a backspace after the slash
 * deletes it: pass `deleting`); a first digit above 1 is a month of its own ("4" → "04/").
 */
export function formatExpiry(value: string, deleting = false): string {
  let d = digits(value).slice(0, 4);
  if (d.length === 1 && Number(d) > 1) d = `0${d}`;
  if (d.length < 2) return d;
  if (d.length === 2) return deleting ? d : `${d}/`;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

/** The security code: 3 or 4 digits. */
export const formatCvc = (value: string) => digits(value).slice(0, 4);
