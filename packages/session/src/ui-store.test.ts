import { UiStore } from './ui-store';

test('snackbar opens with text and colour and closes', () => {
  const u = new UiStore();
  u.showSnackbar('Saved', 'success');
  expect(u.snackbar).toEqual({ open: true, text: 'Saved', color: 'success' });
  u.closeSnackbar();
  expect(u.snackbar.open).toBe(false);
});

test('loading counts nested starts and never goes negative', () => {
  const u = new UiStore();
  u.startLoading();
  u.startLoading();
  u.stopLoading();
  expect(u.loading).toBe(1);
  u.stopLoading();
  u.stopLoading();
  expect(u.loading).toBe(0);
});
