import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from './api-client.ts';
import { formErrorMessage, serverFieldErrors, useServerForm } from './use-server-form.ts';

const schema = z.object({ title: z.string().min(1, 'Please enter a title.'), url: z.string() });

function TitleForm({ send }: { send: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useServerForm(schema, { defaultValues: { title: '', url: '' } });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(event) => void form.submitWith(send)(event)}>
      <Field label="Title" error={errors.title?.message}>
        {(control) => <Input {...control} {...form.register('title')} />}
      </Field>
      <Field label="Website" error={errors.url?.message}>
        {(control) => <Input {...control} {...form.register('url')} />}
      </Field>
      <FormActions label="Save" pendingLabel="Saving..." pending={form.pending} error={form.formError} />
    </form>
  );
}

const refused = (issues: unknown) => new ApiError(400, 'VALIDATION_FAILED', 'Please enter a valid website address.', issues);

describe('useServerForm', () => {
  it('checks the shared schema before sending anything', async () => {
    const sent: unknown[] = [];
    render(<TitleForm send={async (values) => sent.push(values)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('Please enter a title.');
    expect(sent).toEqual([]);
  });

  it("shows the server's field errors on the fields they name and moves the focus to the first", async () => {
    render(<TitleForm send={() => Promise.reject(refused([{ path: ['url'], message: 'Please enter a valid website address.' }]))} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Bakery');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const website = screen.getByRole('textbox', { name: 'Website' });
    expect(await screen.findByText('Please enter a valid website address.')).toBeInTheDocument();
    expect(website).toBeInvalid();
    expect(website).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows any other failure as the form's error, in the server's words", async () => {
    render(<TitleForm send={() => Promise.reject(new ApiError(409, 'CONFLICT', 'A deal with this title already exists.'))} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Bakery');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A deal with this title already exists.');
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeValid();
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message of each field the form has, and nothing from other answers', () => {
    const issues = [
      { path: ['title'], message: 'Too long.' },
      { path: ['title'], message: 'Second.' },
      { path: ['links', 0], message: 'Bad link.' },
      { path: ['unknown'], message: 'Not ours.' },
    ];
    expect(serverFieldErrors(refused(issues), ['title', 'links'])).toEqual({ title: 'Too long.', 'links.0': 'Bad link.' });
    expect(serverFieldErrors(new ApiError(409, 'CONFLICT', 'x', issues), ['title'])).toEqual({});
    expect(serverFieldErrors(new Error('offline'), ['title'])).toEqual({});
  });

  it('puts a problem of the API field under the form field that holds it in another shape', () => {
    const issues = [{ path: ['budgetMinCents'], message: 'Too small.' }];
    expect(serverFieldErrors(refused(issues), ['budgetMin'], { budgetMinCents: 'budgetMin' })).toEqual({ budgetMin: 'Too small.' });
  });
});

describe('formErrorMessage', () => {
  it("uses the server's words for a refusal it explains, and the form's own for a fault or no answer", () => {
    expect(formErrorMessage(new ApiError(409, 'CONFLICT', 'Already taken.'), 'Please try again.')).toBe('Already taken.');
    expect(formErrorMessage(new ApiError(500, 'INTERNAL', 'Internal server error'), 'Please try again.')).toBe('Please try again.');
    expect(formErrorMessage(new TypeError('Failed to fetch'), 'Please try again.')).toBe('Please try again.');
  });
});
