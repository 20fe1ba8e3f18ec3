import { useEffect } from 'react';
import { PRODUCT_NAME } from '@shared/product';

/** Names the browser tab after the screen, so history and tabs stay readable. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
