import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table.tsx';

type Member = { id: string; name: string; joined: number };
const MEMBERS: Member[] = [
  { id: 'a', name: 'Mei Chen', joined: 3 },
  { id: 'b', name: 'Amara Okafor', joined: 1 },
  { id: 'c', name: 'Logan Legacy', joined: 2 },
];
const COLUMNS: DataTableColumn<Member>[] = [
  { key: 'name', header: 'Member', cell: (member) => member.name, rowHeader: true, sortValue: (member) => member.name },
  { key: 'joined', header: 'Joined', cell: (member) => `Day ${member.joined}`, sortValue: (member) => member.joined },
  { key: 'actions', header: 'Actions', hideHeader: true, cell: (member) => <button type="button">Edit {member.name}</button> },
];

const names = () =>
  within(screen.getByRole('table', { name: 'Members' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('shows each row under its column headers, named by its row header', () => {
    render(<DataTable caption="Members" columns={COLUMNS} rows={MEMBERS} rowKey={(member) => member.id} empty="Nobody yet." />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Member', 'Joined', 'Actions']);
    expect(screen.getByRole('row', { name: /Amara Okafor/ })).toHaveTextContent('Day 1');
    expect(names()).toEqual(['Mei Chen', 'Amara Okafor', 'Logan Legacy']);
  });

  it('sorts by a column when its header is pressed, and says how in aria-sort', async () => {
    render(<DataTable caption="Members" columns={COLUMNS} rows={MEMBERS} rowKey={(member) => member.id} empty="Nobody yet." />);
    const joined = screen.getByRole('columnheader', { name: /Joined/ });
    expect(joined).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(joined).getByRole('button'));
    expect(joined).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Amara Okafor', 'Logan Legacy', 'Mei Chen']);

    await userEvent.click(within(joined).getByRole('button'));
    expect(joined).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Mei Chen', 'Logan Legacy', 'Amara Okafor']);
  });

  it('starts in the order it is given', () => {
    render(<DataTable caption="Members" columns={COLUMNS} rows={MEMBERS} rowKey={(member) => member.id} empty="Nobody yet." initialSort={{ key: 'name', direction: 'ascending' }} />);
    expect(screen.getByRole('columnheader', { name: /Member/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Amara Okafor', 'Logan Legacy', 'Mei Chen']);
  });

  it('shows the empty text instead of a table when there is no row', () => {
    render(<DataTable caption="Members" columns={COLUMNS} rows={[]} rowKey={(member) => member.id} empty="Nobody is waiting." />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nobody is waiting.')).toBeVisible();
  });
});
