import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into a text box at once, as a paste does (user-event's click, then paste): one input
 * event, where `user.type` sends key down, key press, input and key up for each character, each
 * redrawing (and validating) the whole antd form: profileForms' file took 20 s of CPU typing, 12.5 s
 * pasting. For tests of what is entered; a test of typing itself (a key, a mask or a format applied
 * as one types, search as one types) types.
 */
export async function pasteInto(user: UserEvent, box: HTMLElement, text: string): Promise<void> {
  await user.click(box);
  await user.paste(text);
}
