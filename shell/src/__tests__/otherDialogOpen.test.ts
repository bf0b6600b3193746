import { act, renderHook } from '@testing-library/react';
import { TASK_IN_PROGRESS_ATTR, useTaskInProgress } from '@venues/mf-kit';
import { ANNOUNCEMENT_CLASS, otherDialogOpen, useAnnouncementMustWait } from '../announcements/otherDialogOpen';

afterEach(() => {
  document.body.innerHTML = '';
});

const add = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box;
};

test('another app’s dialog counts; the announcement’s own, a hidden one and none do not', () => {
  expect(otherDialogOpen()).toBe(false);
  add(`<div class="${ANNOUNCEMENT_CLASS}"><div role="dialog" aria-modal="true">News</div></div>`);
  expect(otherDialogOpen()).toBe(false);
  add('<div hidden><div role="dialog">Closed</div></div>');
  expect(otherDialogOpen()).toBe(false);
  add('<div role="dialog" style="display: none">Closed antd modal</div>');
  expect(otherDialogOpen()).toBe(false);
  add('<dialog open>Save to a folder</dialog>');
  expect(otherDialogOpen()).toBe(true);
});

test('while an announcement waits, it follows dialogs opening and closing', async () => {
  const { result, rerender } = renderHook(({ active }) => useAnnouncementMustWait(active), { initialProps: { active: true } });
  expect(result.current).toBe(false);
  let box!: HTMLElement;
  await act(async () => {
    box = add('<div role="dialog" aria-modal="true">Save to a folder</div>');
  });
  expect(result.current).toBe(true);
  await act(async () => box.remove());
  expect(result.current).toBe(false);
  // Nothing waiting: not watched, never blocking.
  rerender({ active: false });
  await act(async () => {
    add('<dialog open>x</dialog>');
  });
  expect(result.current).toBe(false);
});

test('a task in progress holds an announcement back until it ends, counted across components', async () => {
  const wait = renderHook(() => useAnnouncementMustWait(true));
  expect(wait.result.current).toBe(false);
  const form = renderHook(({ busy }) => useTaskInProgress(busy), { initialProps: { busy: true } });
  const payment = renderHook(() => useTaskInProgress(true));
  await act(async () => {});
  expect(document.documentElement.getAttribute(TASK_IN_PROGRESS_ATTR)).toBe('2');
  expect(wait.result.current).toBe(true);
  form.rerender({ busy: false }); // the form was saved
  await act(async () => {});
  expect(wait.result.current).toBe(true);
  payment.unmount(); // the payment page was left
  await act(async () => {});
  expect(document.documentElement.hasAttribute(TASK_IN_PROGRESS_ATTR)).toBe(false);
  expect(wait.result.current).toBe(false);
});
