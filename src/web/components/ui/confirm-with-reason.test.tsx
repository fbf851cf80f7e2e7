import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/lib/api-client.ts';
import { ConfirmWithReason } from './confirm-with-reason.tsx';

const REASON = { label: 'Reason for the author', schema: z.string().trim().min(1, 'Please give a reason.'), required: true };

function Harness({ onConfirm }: { onConfirm: (reason: string) => Promise<void> }) {
  const [open, setOpen] = useState(true);
  return <ConfirmWithReason open={open} onOpenChange={setOpen} title="Return it?" description="The author sees your reason." confirmLabel="Return" reason={REASON} onConfirm={onConfirm} />;
}

describe('ConfirmWithReason', () => {
  it('asks for a reason by its rule, shows a refused one on the field, and hands over the trimmed reason', async () => {
    const onConfirm = vi
      .fn<(reason: string) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(400, 'VALIDATION_FAILED', 'Too rude.', [{ path: ['reason'], message: 'Please keep it civil.' }]))
      .mockResolvedValueOnce(undefined);
    render(<Harness onConfirm={onConfirm} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Return it?' });
    const field = within(dialog).getByRole('textbox', { name: 'Reason for the author' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('Please give a reason.')).toBeInTheDocument();
    expect(field).toBeInvalid();
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.type(field, '  You are wrong  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByText('Please keep it civil.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Please keep it civil.');
    expect(field).toHaveFocus();
    expect(onConfirm).toHaveBeenLastCalledWith('You are wrong');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it("shows any other refusal as the dialog's error, in the server's words", async () => {
    render(<Harness onConfirm={() => Promise.reject(new ApiError(409, 'CONFLICT', 'It was returned already.'))} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Return it?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason for the author' }), 'Needs figures');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('It was returned already.');
  });
});
