import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSendEnquiry } from '../api/legal-api.ts';
import { EnquiryForm } from './enquiry-form.tsx';

vi.mock('../api/legal-api.ts', () => ({ useSendEnquiry: vi.fn() }));

const sending = (mutateAsync: (input: unknown) => Promise<unknown>) =>
  vi.mocked(useSendEnquiry).mockReturnValue({ mutateAsync } as unknown as ReturnType<typeof useSendEnquiry>);

async function fillContactForm() {
  await userEvent.type(screen.getByLabelText('Name'), 'Casey Visitor');
  await userEvent.type(screen.getByLabelText('Email'), 'casey@example.com');
  await userEvent.type(screen.getByLabelText('Message'), 'How often are new case studies published?');
  await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('the contact form', () => {
  it("shows the server's field error on the field it names, not as the form's error", async () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', PRIVACY_MESSAGES.emailInvalid, [{ path: ['email'], message: PRIVACY_MESSAGES.emailInvalid }]);
    sending(() => Promise.reject(refused));
    render(<EnquiryForm kind="contact" />);
    await fillContactForm();

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText(PRIVACY_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(PRIVACY_MESSAGES.emailInvalid);
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Message')).toHaveValue('How often are new case studies published?');
  });

  it("shows any other refusal in the server's words, and clears the form once sent", async () => {
    const send = vi.fn().mockRejectedValueOnce(new ApiError(429, 'RATE_LIMITED', PRIVACY_MESSAGES.tooManyMessages)).mockResolvedValueOnce({ status: 'received' });
    sending(send);
    render(<EnquiryForm kind="contact" />);
    await fillContactForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(PRIVACY_MESSAGES.tooManyMessages);

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your message has been sent');
    expect(send).toHaveBeenCalledWith({ kind: 'contact', name: 'Casey Visitor', email: 'casey@example.com', message: 'How often are new case studies published?' });
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
