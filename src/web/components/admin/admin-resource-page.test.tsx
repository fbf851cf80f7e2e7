import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '#web/lib/api-client.ts';
import { AdminField } from './admin-field.tsx';
import { AdminForm } from './admin-form.tsx';
import { AdminResourcePage, type AdminEditorProps } from './admin-resource-page.tsx';

const dealSchema = z.object({ partner: z.string().trim().min(1, 'Partner name is required.'), link: z.string() });
type Deal = { id: string; partner: string; link: string };

function DealForm({ row: deal, send, onCancel }: AdminEditorProps<Deal, z.output<typeof dealSchema>>) {
  return (
    <AdminForm
      title={deal ? `Edit ${deal.partner}` : 'Add a deal'}
      schema={dealSchema}
      defaultValues={deal ? { partner: deal.partner, link: deal.link } : { partner: '', link: '' }}
      submitLabel={deal ? 'Save' : 'Add deal'}
      onCancel={onCancel}
      onSubmit={send}
    >
      {(form) => (
        <>
          <AdminField form={form} name="partner" label="Partner" required />
          <AdminField form={form} name="link" label="Redeem link" />
        </>
      )}
    </AdminForm>
  );
}

/** A page as the admin pages build it: columns, a form and the API calls (here, a list in memory). */
function DealsPage({ save }: { save: (deal: Deal) => Promise<void> }) {
  const [deals, setDeals] = useState<Deal[]>([{ id: '1', partner: 'Acme', link: 'https://acme.test' }]);
  return (
    <AdminResourcePage<Deal, z.output<typeof dealSchema>>
      title="Partner Deals"
      list={{
        query: { isPending: false, isError: false },
        rows: deals,
        items: 'deals',
        columns: [{ key: 'partner', header: 'Partner', rowHeader: true, cell: (deal) => deal.partner }],
      }}
      rowName={(deal) => deal.partner}
      form={DealForm}
      save={async (deal, values) => {
        const saved = { id: deal?.id ?? String(deals.length + 1), ...values };
        await save(saved);
        setDeals((current) => [...current.filter((item) => item.id !== saved.id), saved]);
      }}
    />
  );
}

const refused = (path: string, message: string) => new ApiError(400, 'VALIDATION_FAILED', message, [{ path: [path], message }]);

describe('AdminResourcePage', () => {
  it("puts the server's 400 field error on the field it names, and keeps what was typed", async () => {
    render(<DealsPage save={() => Promise.reject(refused('link', 'The redeem link must be a web address starting with https:// or http://.'))} />);
    const form = screen.getByRole('form', { name: 'Add a deal' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Partner/ }), 'Globex');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Redeem link' }), 'globex');
    await userEvent.click(within(form).getByRole('button', { name: 'Add deal' }));

    const link = within(form).getByRole('textbox', { name: 'Redeem link' });
    expect(await within(form).findByText('The redeem link must be a web address starting with https:// or http://.')).toBeVisible();
    expect(link).toBeInvalid();
    expect(link).toHaveFocus();
    expect(link).toHaveValue('globex');
    expect(screen.queryByRole('rowheader', { name: 'Globex' })).toBeNull();
  });

  it('checks the shared schema before anything is sent', async () => {
    const sent: Deal[] = [];
    render(<DealsPage save={async (deal) => void sent.push(deal)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add deal' }));
    expect(await screen.findByRole('textbox', { name: /Partner/ })).toHaveAccessibleDescription('Partner name is required.');
    expect(sent).toEqual([]);
  });

  it('edits the row whose Edit was pressed, then goes back to adding', async () => {
    render(<DealsPage save={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Acme' }));
    const form = screen.getByRole('form', { name: 'Edit Acme' });
    const partner = within(form).getByRole('textbox', { name: /Partner/ });
    expect(partner).toHaveValue('Acme');
    expect(partner).toHaveFocus();
    await userEvent.clear(partner);
    await userEvent.type(partner, 'Acme Corp');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('rowheader', { name: 'Acme Corp' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Add a deal' })).toBeVisible();
    expect(within(screen.getByRole('form', { name: 'Add a deal' })).getByRole('textbox', { name: /Partner/ })).toHaveValue('');
  });

  it("shows another refusal above the button, in the server's words", async () => {
    render(<DealsPage save={() => Promise.reject(new ApiError(403, 'ADMIN_ACCESS_REQUIRED', 'Admin access required.'))} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Partner/ }), 'Globex');
    await userEvent.click(screen.getByRole('button', { name: 'Add deal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required.');
  });
});
