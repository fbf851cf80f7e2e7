import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
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

const linesOf = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);
const topicsSchema = z.object({ topics: z.string().transform(linesOf).pipe(z.array(z.string().max(12, 'Keep each topic to 12 characters.'))) });

/** A list held in one control: topics, one per line. */
function TopicsForm({ send }: { send: () => Promise<unknown> }) {
  const form = useServerForm(topicsSchema, { defaultValues: { topics: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.submitWith(send)(event)}>
      <Field label="Topics" error={form.formState.errors.topics?.message}>
        {(control) => <Textarea {...control} {...form.register('topics')} />}
      </Field>
      <FormActions label="Save" pending={form.pending} error={form.formError} />
    </form>
  );
}

const linksSchema = z.object({ links: z.array(z.string()) });

/** A list whose items have inputs of their own. */
function LinksForm({ send }: { send: () => Promise<unknown> }) {
  const form = useServerForm(linksSchema, { defaultValues: { links: ['', ''] } });
  return (
    <form noValidate onSubmit={(event) => void form.submitWith(send)(event)}>
      {[0, 1].map((index) => (
        <Field key={index} label={`Link ${index + 1}`} error={form.formState.errors.links?.[index]?.message}>
          {(control) => <Input {...control} {...form.register(`links.${index}`)} />}
        </Field>
      ))}
      <FormActions label="Save" pending={form.pending} error={form.formError} />
    </form>
  );
}

describe('useServerForm with lists', () => {
  it("shows the schema's problem with one item of a list held in one control on that control", async () => {
    const send = vi.fn(async () => ({}));
    render(<TopicsForm send={send} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Topics' }), 'Pricing{Enter}Finding customers');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Topics' })).toHaveAccessibleDescription('Keep each topic to 12 characters.');
    expect(send).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a list item on the list's control, with the focus there", async () => {
    render(<TopicsForm send={() => Promise.reject(refused([{ path: ['topics', 2], message: 'Please name each topic.' }]))} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Topics' }), 'Pricing');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const topics = screen.getByRole('textbox', { name: 'Topics' });
    expect(await screen.findByText('Please name each topic.')).toBeInTheDocument();
    expect(topics).toHaveAccessibleDescription('Please name each topic.');
    expect(topics).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal of a list item on the item's own input", async () => {
    render(<LinksForm send={() => Promise.reject(refused([{ path: ['links', 1], message: 'Please enter a valid website address.' }]))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const second = screen.getByRole('textbox', { name: 'Link 2' });
    expect(await screen.findByText('Please enter a valid website address.')).toBeInTheDocument();
    expect(second).toHaveAccessibleDescription('Please enter a valid website address.');
    expect(second).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Link 1' })).toBeValid();
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
    expect(serverFieldErrors(refused(issues), ['title', 'links'])).toEqual({ title: 'Too long.', links: 'Bad link.' });
    expect(serverFieldErrors(new ApiError(409, 'CONFLICT', 'x', issues), ['title'])).toEqual({});
    expect(serverFieldErrors(new Error('offline'), ['title'])).toEqual({});
  });

  it('puts a problem of a list item on the item when it has an input of its own, else on the list', () => {
    const issues = [{ path: ['links', 1, 'url'], message: 'Bad link.' }];
    expect(serverFieldErrors(refused(issues), ['links'])).toEqual({ links: 'Bad link.' });
    expect(serverFieldErrors(refused(issues), ['links'], {}, (name) => name === 'links.1')).toEqual({ 'links.1': 'Bad link.' });
    expect(serverFieldErrors(refused(issues), ['links'], {}, (name) => name === 'links.1.url')).toEqual({ 'links.1.url': 'Bad link.' });
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
