export { defineRemote } from './defineRemote';
export type { RemoteDefinition, RemoteLifecycles } from './defineRemote';
export { mountStandalone } from './mountStandalone';
export { remoteContainer, containerId } from './domElement';
export { RemoteErrorBoundary } from './RemoteErrorBoundary';
export { createRemoteRoot, type AntdScope } from './RemoteRoot';
export { AntdProviders, preloadAntdProviders, type AntdProvidersProps } from './AntdProviders';
export { PlainErrorView, type PlainErrorViewProps } from './ErrorView';
