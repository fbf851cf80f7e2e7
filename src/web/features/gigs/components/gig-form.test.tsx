import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GIG_MESSAGES, type GigDetail } from '#shared/schemas/gigs.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { GigForm } from './gig-form.tsx';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function fill(values: { min: string; max?: string; skills: string; deadline: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Onboarding e-mails for a bakery app');
  await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Write a five-e-mail onboarding sequence for new customers.');
  if (values.max !== undefined) {
    await user.click(screen.getByLabelText('A range'));
    await user.type(screen.getByRole('textbox', { name: /To/ }), values.max);
  }
  await user.type(screen.getByRole('textbox', { name: values.max !== undefined ? /From/ : /Amount/ }), values.min);
  await user.type(screen.getByRole('textbox', { name: /Skills/ }), values.skills);
  await user.type(screen.getByLabelText(/Deadline/), values.deadline);
  await user.click(screen.getByRole('button', { name: 'Post a gig' }));
}

const renderForm = (onSubmit = vi.fn(async () => ({}) as GigDetail)) => {
  render(<GigForm submitLabel="Post a gig" busyLabel="Posting…" onSubmit={onSubmit} />);
  return onSubmit;
};

describe('the gig form', () => {
  it('sends dollars as cents, a fixed amount as one figure, and skills split on commas', async () => {
    const onSubmit = renderForm();
    await fill({ min: '$1,500', skills: 'Copywriting,  email marketing ,', deadline: inDays(5) });
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Onboarding e-mails for a bakery app',
      description: 'Write a five-e-mail onboarding sequence for new customers.',
      budgetMinCents: 150_000,
      budgetMaxCents: null,
      skills: ['Copywriting', 'email marketing'],
      deadline: inDays(5),
    });
  });

  it('shows the schema’s message under the field and sends nothing when the range is upside down', async () => {
    const onSubmit = renderForm();
    await fill({ min: '900', max: '400', skills: 'seo', deadline: inDays(5) });
    expect(screen.getByText(GIG_MESSAGES.budgetRange)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /To/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a past deadline and nine skills before sending', async () => {
    const onSubmit = renderForm();
    await fill({ min: '100', skills: 'a, b, c, d, e, f, g, h, i', deadline: inDays(-2) });
    expect(screen.getByText(GIG_MESSAGES.deadlinePast)).toBeInTheDocument();
    expect(screen.getByText(GIG_MESSAGES.skillsCount)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in its own words", async () => {
    renderForm(vi.fn(async () => Promise.reject(new ApiError(403, 'FEATURE_LOCKED', 'Available exclusively on the Master Builder plan and above'))));
    await fill({ min: '100', skills: 'seo', deadline: inDays(3) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Available exclusively on the Master Builder plan and above');
  });

  it("shows the server's error about an API field under the form field that holds it", async () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', GIG_MESSAGES.budgetRange, [{ path: ['budgetMaxCents'], message: GIG_MESSAGES.budgetRange }]);
    renderForm(vi.fn(async () => Promise.reject(refused)));
    await fill({ min: '400', max: '900', skills: 'seo', deadline: inDays(3) });
    const to = screen.getByRole('textbox', { name: /To/ });
    expect(await screen.findByText(GIG_MESSAGES.budgetRange)).toBeInTheDocument();
    expect(to).toHaveAccessibleDescription(GIG_MESSAGES.budgetRange);
    expect(to).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
