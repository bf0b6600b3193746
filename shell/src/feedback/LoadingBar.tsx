import { useEffect, useRef, useState } from 'react';
import { LOADING_BAR } from '@venues/contracts';
import { LoadingBarTimer, type BarState } from './loadingBarTimer';

/** The top loading bar, 4px high; `loading` comes from ui.loading and remote loads. */
export function LoadingBar({ loading }: { loading: boolean }) {
  const [state, setState] = useState<BarState>({ visible: false, progress: 0 });
  const timer = useRef<LoadingBarTimer | null>(null);
  if (!timer.current) timer.current = new LoadingBarTimer(setState);
  useEffect(() => timer.current?.set(loading), [loading]);
  useEffect(() => () => timer.current?.dispose(), []);
  return (
    <div className="sh-loading-bar" role="progressbar" aria-hidden={!state.visible} style={{ height: LOADING_BAR.height, opacity: state.visible ? 1 : 0 }}>
      <div
        className="sh-loading-bar-fill"
        style={{
          transform: `scaleX(${state.progress})`,
          transitionDuration: state.progress === 1 ? '200ms' : `${LOADING_BAR.duration}ms`,
        }}
      />
    </div>
  );
}
