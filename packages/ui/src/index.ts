export { theme, darkTheme } from './theme';
export {
  BREAKPOINTS,
  DIALOG,
  Z_INDEX,
  FONT_FAMILY,
  palette,
  statusColors,
  statusLabels,
  dialogZIndex,
  overlayZIndex,
  minWidth,
} from './tokens';
export { AppProviders, type AppProvidersProps } from './components/AppProviders';
export { NoAccessView, type NoAccessViewProps } from './components/NoAccessView';
export { RemoteFallback, type RemoteFallbackProps } from './components/RemoteFallback';
export { lazyComponent } from './components/lazyComponent';
export { Modal, type ModalProps } from './components/Modal';
export { Result, type ResultProps } from './components/Result';
export { StatusTag, type StatusTagProps } from './components/StatusTag';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { countryHomeHref } from './components/homeHref';
export { FormField, type FieldA11y, type FormFieldProps } from './components/FormField';
