import { LOADING_BAR } from '@venues/contracts';

export type BarState = { visible: boolean; progress: number };

/**
 * Loading bar timing (docs/spec.md §4): appears only if loading lasts longer than the throttle, creeps
 * towards the end over `duration`, and stays full for `hideDelay` after loading ends.
 */
export class LoadingBarTimer {
  private showTimer: ReturnType<typeof setTimeout> | null = null;
  private hideTimer: ReturnType<typeof setTimeout> | null = null;
  private active = false;

  constructor(
    private readonly emit: (s: BarState) => void,
    private readonly opts = LOADING_BAR,
  ) {}

  set(loading: boolean): void {
    if (loading === this.active) return;
    this.active = loading;
    if (loading) {
      if (this.hideTimer) clearTimeout(this.hideTimer);
      this.hideTimer = null;
      this.showTimer = setTimeout(() => {
        this.showTimer = null;
        this.emit({ visible: true, progress: 0.9 });
      }, this.opts.throttle);
      return;
    }
    if (this.showTimer) {
      // Finished within the throttle: never shown.
      clearTimeout(this.showTimer);
      this.showTimer = null;
      return;
    }
    this.emit({ visible: true, progress: 1 });
    this.hideTimer = setTimeout(() => {
      this.hideTimer = null;
      this.emit({ visible: false, progress: 0 });
    }, this.opts.hideDelay);
  }

  dispose(): void {
    if (this.showTimer) clearTimeout(this.showTimer);
    if (this.hideTimer) clearTimeout(this.hideTimer);
  }
}
