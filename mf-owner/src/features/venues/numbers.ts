// react-hook-form's `setValueAs` for native number inputs: an empty box (or one the browser cannot
// read as a number) is not NaN but an explicit value, as antd's InputNumber gave.

/** Empty: null, which clears what may be cleared (the map pin, the size) or reads "must be a number". */
export const numberOrNull = (v: unknown): number | null => (v === '' || v === null || v === undefined ? null : Number(v));

/** Empty: 0 (a capacity layout left empty is a layout not offered). */
export const countOrZero = (v: unknown): number => (v === '' || v === null || v === undefined ? 0 : Number(v));
