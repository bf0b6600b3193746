import { lazyComponent } from '@venues/ui';

// The calendar's dialogs (their form, pickers and rules) download when one is first opened.
export const BlockFormModal = lazyComponent(() => import('./BlockFormModal').then((m) => m.BlockFormModal));
export const BlockDetailsModal = lazyComponent(() => import('./BlockDetailsModal').then((m) => m.BlockDetailsModal));
