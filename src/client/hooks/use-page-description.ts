import { useEffect } from 'react';
import { PRODUCT_NAME } from '@shared/product';

/** The site-wide description, the same text as in index.html. */
export const DEFAULT_PAGE_DESCRIPTION = `${PRODUCT_NAME} is an AI speaking coach: practise in short sessions, get scored feedback on pace, filler words, clarity and confidence, and track your progress.`;

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = DEFAULT_PAGE_DESCRIPTION;
  document.head.append(meta);
  return meta;
}

/**
 * Gives the screen its own `<meta name="description">` (creating the tag if the
 * document has none) and puts back what was there before when the screen goes.
 */
export function usePageDescription(description: string): void {
  useEffect(() => {
    const meta = descriptionTag();
    const previous = meta.content || DEFAULT_PAGE_DESCRIPTION;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
