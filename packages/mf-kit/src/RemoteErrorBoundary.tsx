import { Component, type ErrorInfo, type ReactNode } from 'react';
import { PlainErrorView } from './ErrorView';

interface Props {
  name: string;
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Keeps a crash inside one remote: the remote shows the 500 view, the shell keeps working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name}] render failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error) return <PlainErrorView status={500} message={error.message} />;
    return this.props.children;
  }
}
