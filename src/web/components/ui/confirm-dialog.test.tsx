import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

function Harness({ onConfirm }: { onConfirm: () => Promise<boolean | void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete</button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this folder?"
        description="Its bookmarks stay, unfiled."
        confirmLabel="Delete folder"
        busyLabel="Deleting..."
        destructive
        onConfirm={onConfirm}
      />
    </>
  );
}

async function ask(onConfirm: () => Promise<boolean | void>) {
  render(<Harness onConfirm={onConfirm} />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  return screen.findByRole('alertdialog', { name: 'Delete this folder?' });
}

describe('ConfirmDialog', () => {
  it('asks with a title and description; Cancel and Escape leave without acting', async () => {
    const onConfirm = vi.fn(async () => {});
    const dialog = await ask(onConfirm);
    expect(dialog).toHaveAccessibleDescription('Its bookmarks stay, unfiled.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows that it is busy while the action runs, once, and closes when it is done', async () => {
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const dialog = await ask(onConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    const busy = within(dialog).getByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    await userEvent.click(busy);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("stays open with the server's words when the action is refused, and a plain sentence when it crashes", async () => {
    const onConfirm = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'This folder changed; reload and try again.'))
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'stack trace'));
    const dialog = await ask(onConfirm);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This folder changed; reload and try again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('stays open when the action says it is not done (a missing reason)', async () => {
    const dialog = await ask(async () => false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete folder' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
