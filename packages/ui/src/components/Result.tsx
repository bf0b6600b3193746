import { lazy, Suspense, type ComponentProps } from 'react';
import type AntdResultType from 'antd/es/result';

/*
 * antd's Result (a page that is done, empty-handed or in error), downloaded when one is first
 * drawn: a page draws it only when something went wrong or is finished, yet a static import puts
 * its 14 KB (gzip, its illustrations) on every page that could show one
 * (docs/adr/0119-signed-in-pages-load-what-they-draw.md).
 */
const AntdResult = lazy(() => import('antd/es/result'));

export type ResultProps = ComponentProps<typeof AntdResultType>;

/** antd's Result, as its own props; nothing is drawn for the moment its code is on the way. */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={null}>
      <AntdResult {...props} />
    </Suspense>
  );
}
