import { useEffect } from 'react';
import { PRODUCT_NAME } from '../config/product';

/** Sets "<page> · <Product>" while the page is mounted. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} · ${PRODUCT_NAME}`;
  }, [page]);
}
