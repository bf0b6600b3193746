import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

const ShellViews = lazy(() => import(/* webpackChunkName: "shell-views" */ './pages/ShellViews'));

/** Anything the shell's own tree throws (e.g. an unknown route guard, docs/spec.md §2) → the 500 page. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[shell] render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const status = typeof (error as { status?: unknown }).status === 'number' ? (error as unknown as { status: number }).status : 500;
    return (
      <Suspense fallback={null}>
        <ShellViews view={{ kind: 'error', status, message: error.message }} />
      </Suspense>
    );
  }
}
