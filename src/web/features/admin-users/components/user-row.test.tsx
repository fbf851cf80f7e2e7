import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { UserRow } from './user-row.tsx';

const member: AdminUser = {
  userId: 'u1',
  displayName: 'Grace',
  avatarUrl: null,
  email: null,
  adminRole: 'none',
  tier: 'visitor',
  monthlyViews: 0,
  createdAt: '2026-01-02T00:00:00.000Z',
  canChangeRole: false,
  canChangeTier: false,
};

const renderRow = (user: Partial<AdminUser>, handlers = { onRole: vi.fn(), onTier: vi.fn() }) => {
  render(
    <ul>
      <UserRow user={{ ...member, ...user }} busy={false} {...handlers} />
    </ul>,
  );
  return handlers;
};

describe('a row of the user list', () => {
  it('shows the fallbacks and no controls the viewer may not use', () => {
    renderRow({});
    expect(screen.getByText('No email')).toBeInTheDocument();
    expect(screen.getByText('0 views this month')).toBeInTheDocument();
    expect(screen.getByText('Visitor')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('offers the role control only with canChangeRole and the tier control only with canChangeTier', async () => {
    const handlers = renderRow({ canChangeRole: true, canChangeTier: true, email: 'g@example.com' });
    await userEvent.selectOptions(screen.getByLabelText('Admin role'), 'editor');
    expect(handlers.onRole).toHaveBeenCalledWith('editor');
    await userEvent.selectOptions(screen.getByLabelText('Subscription tier'), 'community');
    expect(handlers.onTier).toHaveBeenCalledWith('community');
  });

  it('hides the tier control of an administrator managed by an administrator', () => {
    renderRow({ adminRole: 'administrator', canChangeRole: false, canChangeTier: false });
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.queryByLabelText('Subscription tier')).toBeNull();
  });
});
