import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '#shared/schemas/site-settings.ts';
import { memberOf, renderPageAt } from '#web/lib/testing/render-page.tsx';
import { SettingsPage } from './settings-page.tsx';

const SAVED: SiteSettings = { supportEmail: 'help@example.com', companyName: 'Flightdeck', companyAddress: 'PO Box 1, Dubai', communityUrl: 'https://community.example.com' };
const sent: unknown[] = [];
let answer: (body: unknown) => Response;

beforeEach(() => {
  sent.length = 0;
  answer = (body) => Response.json({ ...SAVED, ...(body as object) });
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT') return Promise.resolve(Response.json(SAVED));
      const body: unknown = JSON.parse(init.body as string);
      sent.push(body);
      return Promise.resolve(answer(body));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () => renderPageAt(<SettingsPage />, '/admin/settings', memberOf('explorer', 'super_admin'));

describe('SettingsPage', () => {
  it('sends the settings trimmed, and a blank community URL as none', async () => {
    renderPage();
    const community = await screen.findByRole('textbox', { name: 'Community URL' });
    await userEvent.clear(community);
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name (invoices)' }), '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(sent).toEqual([{ ...SAVED, communityUrl: null }]);
  });

  it("checks the settings' rules before sending", async () => {
    renderPage();
    const email = await screen.findByRole('textbox', { name: 'Support e-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'help');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a setting on its field, with the focus there", async () => {
    answer = () => Response.json({ error: { code: 'VALIDATION_FAILED', message: 'Company name is required', details: [{ path: ['companyName'], message: 'Company name is required' }] } }, { status: 400 });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Settings' }));
    const name = screen.getByRole('textbox', { name: 'Company name (invoices)' });
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Company name is required');
    expect(name).toHaveFocus();
  });
});
