import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_DESCRIPTION, usePageDescription } from './use-page-description';

function Page({ description }: { description: string }) {
  usePageDescription(description);
  return null;
}

const content = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="description"]')) meta.remove();
});

describe('usePageDescription', () => {
  it('creates the description tag when the document has none, and restores the default', () => {
    expect(content()).toBeUndefined();
    const { unmount } = render(<Page description="All about pace." />);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content()).toBe('All about pace.');
    unmount();
    expect(content()).toBe(DEFAULT_PAGE_DESCRIPTION);
  });

  it('reuses an existing tag and puts its text back on unmount', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'From index.html';
    document.head.append(meta);
    const { rerender, unmount } = render(<Page description="First" />);
    expect(content()).toBe('First');
    rerender(<Page description="Second" />);
    expect(content()).toBe('Second');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    unmount();
    expect(content()).toBe('From index.html');
  });

  it('hands over cleanly from one page to the next', () => {
    const { rerender, unmount } = render(<Page key="a" description="Page A" />);
    rerender(<Page key="b" description="Page B" />);
    expect(content()).toBe('Page B');
    unmount();
    expect(content()).toBe(DEFAULT_PAGE_DESCRIPTION);
  });
});
