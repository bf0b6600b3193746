import { useState, type ComponentProps } from 'react';
import type AntdModalType from 'antd/es/modal';
import { lazyComponent } from './lazyComponent';

/*
 * antd's Modal, its code downloaded the first time the dialog opens: a dialog is drawn only after a
 * click, yet a static import puts antd's Modal (13 KB gzip with rc-dialog) on every page that can
 * open one (docs/adr/0119-signed-in-pages-load-what-they-draw.md).
 */
export type ModalProps = ComponentProps<typeof AntdModalType>;

const AntdModal = lazyComponent<ModalProps>(() => import('antd/es/modal').then((m) => m.default));

/**
 * antd's Modal, as its own props. Nothing is drawn until `open` is first true; from then on the
 * Modal stays mounted, so it closes as antd's does (its animation, the focus back to the opener).
 */
export function Modal(props: ModalProps) {
  const [opened, setOpened] = useState(Boolean(props.open));
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return <AntdModal {...props} />;
}
