import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeAuth, renderWithShell, signedIn } from '../testing/render-with-shell.tsx';
import { SEARCH_PLACEHOLDER } from './header-search.tsx';
import { MobileMenu } from './mobile-menu.tsx';

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('the mobile menu', () => {
  it('holds the nav, the search box and the auth buttons', async () => {
    renderWithShell(<MobileMenu />, { auth: fakeAuth() });
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Case Studies' })).toBeInTheDocument();
    expect(within(menu).getByPlaceholderText(SEARCH_PLACEHOLDER)).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Start Free' })).toBeInTheDocument();
  });

  it('closes when a link is chosen', async () => {
    renderWithShell(<MobileMenu />, { auth: signedIn() });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: 'Ideas' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/ideas');
  });

  it('closes on Escape', async () => {
    renderWithShell(<MobileMenu />);
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches from the menu and closes', async () => {
    renderWithShell(<MobileMenu />);
    const menu = await openMenu();
    await userEvent.type(within(menu).getByPlaceholderText(SEARCH_PLACEHOLDER), 'saas pricing{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=saas+pricing');
  });
});
