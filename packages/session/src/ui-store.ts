import { action, makeObservable, observable } from 'mobx';

export type SnackbarColor = 'success' | 'error' | 'info' | 'warning';

export interface SnackbarState {
  open: boolean;
  text: string;
  color?: SnackbarColor;
}

/** UI signals owned by the shell (snackbar, top loading bar) that any remote may raise. */
export class UiStore {
  snackbar: SnackbarState = { open: false, text: '' };
  loading = 0;

  constructor() {
    makeObservable(this, {
      snackbar: observable,
      loading: observable,
      showSnackbar: action,
      closeSnackbar: action,
      startLoading: action,
      stopLoading: action,
    });
  }

  showSnackbar(text: string, color?: SnackbarColor): void {
    this.snackbar = color ? { open: true, text, color } : { open: true, text };
  }

  closeSnackbar(): void {
    this.snackbar = { ...this.snackbar, open: false };
  }

  startLoading(): void {
    this.loading += 1;
  }

  /** Never below zero, so an unmatched stop cannot hide a later start. */
  stopLoading(): void {
    this.loading = Math.max(0, this.loading - 1);
  }
}

export const ui = new UiStore();
