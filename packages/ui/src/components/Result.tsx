import type { ComponentProps } from 'react';
import type AntdResultType from 'antd/es/result';
import { lazyComponent } from './lazyComponent';

/*
 * antd's Result (a page that is done, empty-handed or in error), downloaded when one is first
 * drawn: a page draws it only when something went wrong or is finished, yet a static import puts
 * its 14 KB (gzip, its illustrations) on every page that could show one
 * (docs/adr/0119-signed-in-pages-load-what-they-draw.md).
 */
export type ResultProps = ComponentProps<typeof AntdResultType>;

/** antd's Result, as its own props; nothing is drawn for the moment its code is on the way. */
export const Result = lazyComponent<ResultProps>(() => import('antd/es/result').then((m) => m.default));
