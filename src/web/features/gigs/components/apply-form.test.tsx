import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GIG_MESSAGES } from '#shared/schemas/gigs.ts';
import { recordSentRequests } from '#web/lib/testing/sent-requests.ts';
import { ApplyForm } from './apply-form.tsx';

const PITCH = 'I wrote onboarding e-mails for three bakeries last year.';
const requests = recordSentRequests(() => Response.json({}, { status: 201 }));

const form = () => (
  <QueryClientProvider client={new QueryClient()}>
    <ApplyForm viewerId="user-1" gig={{ id: 'gig-1' }} />
  </QueryClientProvider>
);

describe('the gig application form', () => {
  it('refuses a short pitch under the field without sending it', async () => {
    render(form());
    await userEvent.type(screen.getByLabelText('Your pitch'), 'Hire me');
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText(GIG_MESSAGES.pitchTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Your pitch')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.sent).toEqual([]);
  });

  it("shows the server's refusal of the pitch on the field, with the focus there", async () => {
    requests.answer = () => Response.json({ error: { code: 'VALIDATION_FAILED', message: GIG_MESSAGES.pitchTooLong, details: [{ path: ['pitch'], message: GIG_MESSAGES.pitchTooLong }] } }, { status: 400 });
    render(form());
    await userEvent.type(screen.getByLabelText('Your pitch'), PITCH);
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(requests.sent).toEqual([{ pitch: PITCH }]);
    const pitch = screen.getByLabelText('Your pitch');
    expect(await screen.findByText(GIG_MESSAGES.pitchTooLong)).toBeInTheDocument();
    expect(pitch).toHaveAccessibleDescription(`${GIG_MESSAGES.pitchTooLong} Why you, in a few sentences. You can apply once.`);
    expect(pitch).toHaveFocus();
  });

  it('keeps a pitch typed into the drawn page before the app took it over, and sends it', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form());
    const drawn = container.querySelector('textarea')!;
    drawn.value = PITCH;
    await act(async () => {
      render(form(), { container, hydrate: true });
    });
    expect(screen.getByLabelText('Your pitch')).toHaveValue(PITCH);
    await userEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(requests.sent).toEqual([{ pitch: PITCH }]);
  });
});
