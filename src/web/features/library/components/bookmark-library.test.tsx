import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookmarkLibrary as Library } from '#shared/schemas/library.ts';
import { BookmarkLibrary } from './bookmark-library.tsx';

let library: Library;
const calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  library = {
    folders: [
      { id: 'f1', name: 'Read this week', count: 1, createdAt: '2026-01-01T00:00:00Z' },
      { id: 'f2', name: 'Later', count: 0, createdAt: '2026-01-01T00:00:00Z' },
    ],
    items: [{ id: 'b1', kind: 'case_study', itemId: 'c1', title: 'A study', href: '/case-studies/c1', regionTags: [], category: null, folderId: 'f1', remindAt: null, createdAt: '2026-01-01T00:00:00Z' }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(init.body as string) : undefined;
      if (method !== 'GET') calls.push({ url, method, body });
      if (method === 'GET') return Promise.resolve(Response.json(library));
      if ((body as { name?: string } | undefined)?.name === 'Refused by the server') {
        const message = 'Folder names can be at most 60 characters.';
        return Promise.resolve(Response.json({ error: { code: 'VALIDATION_FAILED', message, details: [{ path: ['name'], message }] } }, { status: 400 }));
      }
      if (method === 'PATCH' && (body as { name: string }).name === 'Later') {
        return Promise.resolve(Response.json({ error: { code: 'CONFLICT', message: 'You already have a folder with this name.' } }, { status: 409 }));
      }
      if (method === 'PATCH') {
        library = { ...library, folders: library.folders.map((f) => (f.id === 'f1' ? { ...f, name: (body as { name: string }).name } : f)) };
        return Promise.resolve(Response.json({}));
      }
      library = { folders: library.folders.filter((f) => f.id !== 'f1'), items: library.items.map((i) => ({ ...i, folderId: null })) };
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderLibrary() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <BookmarkLibrary />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const openFolder = async () => userEvent.click(await screen.findByRole('button', { name: /Read this week/ }));

describe('BookmarkLibrary folder dialogs', () => {
  it('renames a folder in a dialog: checks the name, shows the server refusal, saves with Enter', async () => {
    const prompt = vi.spyOn(window, 'prompt');
    renderLibrary();
    await openFolder();
    await userEvent.click(screen.getByRole('button', { name: 'Rename folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename folder' });
    const field = within(dialog).getByLabelText('Folder name');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Read this week');

    await userEvent.clear(field);
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByText('Please enter a folder name.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Please enter a folder name.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'x'.repeat(61));
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByText('Folder names can be at most 60 characters.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Folder names can be at most 60 characters.');
    expect(calls).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'Later{Enter}');
    expect(await within(dialog).findByText('You already have a folder with this name.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('You already have a folder with this name.');
    expect(field).toHaveFocus();

    await userEvent.clear(field);
    await userEvent.type(field, 'This month{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toContainEqual({ url: '/api/me/bookmark-folders/f1', method: 'PATCH', body: { name: 'This month' } });
    expect(await screen.findByRole('button', { name: /This month/ })).toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
  });

  it('asks before deleting a folder; Escape keeps it, the confirm button deletes it', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderLibrary();
    await openFolder();
    await userEvent.click(screen.getByRole('button', { name: 'Delete folder' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the folder “Read this week”?' });
    expect(within(dialog).getByText('Its bookmarks stay, unfiled.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete folder' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([{ url: '/api/me/bookmark-folders/f1', method: 'DELETE', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Read this week/ })).toBeNull());
    expect(confirm).not.toHaveBeenCalled();
  });

  it('shows the folder name rule under the new folder field instead of sending', async () => {
    renderLibrary();
    await userEvent.click(await screen.findByRole('button', { name: 'Create folder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a folder name.');
    expect(screen.getByRole('textbox', { name: 'New folder name' })).toHaveAccessibleDescription('Please enter a folder name.');
    expect(calls).toHaveLength(0);
  });

  it("shows the server's field error on the dialog's field and keeps the dialog open", async () => {
    renderLibrary();
    await openFolder();
    await userEvent.click(screen.getByRole('button', { name: 'Rename folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename folder' });
    const field = within(dialog).getByLabelText('Folder name');
    await userEvent.clear(field);
    await userEvent.type(field, 'Refused by the server{Enter}');
    expect(await within(dialog).findByText('Folder names can be at most 60 characters.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Folder names can be at most 60 characters.');
    expect(field).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(calls).toEqual([{ url: '/api/me/bookmark-folders/f1', method: 'PATCH', body: { name: 'Refused by the server' } }]);
  });

  it("shows the server's field error under the new folder field", async () => {
    renderLibrary();
    const field = await screen.findByRole('textbox', { name: 'New folder name' });
    await userEvent.type(field, 'Refused by the server{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Folder names can be at most 60 characters.');
    expect(field).toHaveAccessibleDescription('Folder names can be at most 60 characters.');
    expect(calls).toEqual([{ url: '/api/me/bookmark-folders', method: 'POST', body: { name: 'Refused by the server' } }]);
  });
});
