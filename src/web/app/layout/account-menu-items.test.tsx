import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberOf } from '#web/lib/testing/render-page.tsx';
import { renderWithShell, signedIn } from '../testing/render-with-shell.tsx';
import { UserMenu } from './user-menu.tsx';

describe('the account menu', () => {
  it('leads a member to their profile settings and their subscription', async () => {
    renderWithShell(<UserMenu user={memberOf('community')} />, { auth: signedIn({ tier: 'community' }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu for Ada' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile settings' })).toHaveAttribute('href', '/account/profile');
    expect(screen.getByRole('menuitem', { name: 'Subscription' })).toHaveAttribute('href', '/account/subscription');
  });
});
