import { useEffect } from 'react';
import { PRODUCT_NAME } from '../product';

/** Sets "<page> · <Product>" while the page is mounted (the landing page's head belongs to the shell). */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · ${PRODUCT_NAME}`;
  }, [page]);
}
