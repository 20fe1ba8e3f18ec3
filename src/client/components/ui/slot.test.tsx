import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button asChild (its own Slot, decision 194)', () => {
  it('renders the child with the button’s classes joined to its own, and its props over them', () => {
    render(
      <Button asChild variant="outline" title="from the button" aria-label="Pricing">
        <a href="/pricing" className="mt-4" title="from the link">
          Pricing
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Pricing' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/pricing');
    expect(link.className).toMatch(/^inline-flex .*border-border.* mt-4$/);
    expect(link).toHaveAttribute('title', 'from the link');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('runs both click handlers, the child’s first, and gives the node to both refs', async () => {
    const calls: string[] = [];
    const buttonRef = createRef<HTMLButtonElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Button asChild ref={buttonRef} onClick={() => calls.push('button')}>
        <a href="#top" ref={childRef} onClick={() => calls.push('child')}>
          Top
        </a>
      </Button>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Top' }));
    expect(calls).toEqual(['child', 'button']);
    expect(childRef.current).toBe(screen.getByRole('link', { name: 'Top' }));
    expect(buttonRef.current).toBe(childRef.current);
  });
});
