import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActionsCell, RowTitle, StackedCell, StackedRow, StackedTable } from './stacked-table';

function renderTable() {
  return render(
    <StackedTable label="Clients" headings={['Name', 'Email']} actionsHeading="Actions">
      <StackedRow>
        <RowTitle>Grace Hopper</RowTitle>
        <StackedCell label="Email" wide>
          grace@example.com
        </StackedCell>
        <ActionsCell>
          <button type="button">View</button>
        </ActionsCell>
      </StackedRow>
    </StackedTable>,
  );
}

describe('the stacked table', () => {
  it('is one table in a named region, with every role written out', () => {
    renderTable();
    const region = screen.getByRole('region', { name: 'Clients' });
    const table = within(region).getByRole('table');
    expect(table).toHaveAttribute('role', 'table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((heading) => heading.textContent),
    ).toEqual(['Name', 'Email', 'Actions']);
    const row = within(table).getByRole('row', { name: /Grace Hopper/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Grace Hopper');
    expect(within(row).getAllByRole('cell')).toHaveLength(2);
  });

  it("repeats a column's heading in its cell for the phone card, hidden from screen readers", () => {
    renderTable();
    const email = screen.getByRole('cell', { name: 'grace@example.com' });
    expect(within(email).getByText('Email')).toHaveAttribute('aria-hidden', 'true');
    expect(within(email).getByText('Email')).toHaveClass('md:hidden');
  });
});
