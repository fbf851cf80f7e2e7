import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DiscussionComposer } from './discussion-composer.tsx';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('DiscussionComposer (new discussion)', () => {
  it('opens from "Start a Discussion"; Post stays disabled while title or body is blank after trimming', async () => {
    const user = userEvent.setup();
    render(<DiscussionComposer kind="discussion" onPost={vi.fn()} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start a Discussion' }));

    const post = screen.getByRole('button', { name: 'Post' });
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(post).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.type(screen.getByLabelText('Message'), 'Some thoughts');
    expect(post).toBeDisabled();
    await user.type(screen.getByLabelText('Title'), 'Pricing');
    expect(post).toBeEnabled();
    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), ' \n ');
    expect(post).toBeDisabled();
  });

  it('Cancel clears and closes', async () => {
    const user = userEvent.setup();
    const onPost = vi.fn();
    render(<DiscussionComposer kind="discussion" onPost={onPost} />);
    await user.click(screen.getByRole('button', { name: 'Start a Discussion' }));
    await user.type(screen.getByLabelText('Title'), 'Draft');
    await user.type(screen.getByLabelText('Message'), 'Unsent');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start a Discussion' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start a Discussion' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(onPost).not.toHaveBeenCalled();
  });

  it('sends trimmed text, is disabled while posting, then clears and closes', async () => {
    const user = userEvent.setup();
    const request = deferred();
    const onPost = vi.fn(() => request.promise);
    render(<DiscussionComposer kind="discussion" onPost={onPost} />);
    await user.click(screen.getByRole('button', { name: 'Start a Discussion' }));
    await user.type(screen.getByLabelText('Title'), '  Which channel first?  ');
    await user.type(screen.getByLabelText('Message'), '  SEO or **paid**?  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(onPost).toHaveBeenCalledWith({ title: 'Which channel first?', body: 'SEO or **paid**?' });
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Posting...' }));
    expect(onPost).toHaveBeenCalledTimes(1);

    request.resolve();
    expect(await screen.findByRole('button', { name: 'Start a Discussion' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the text for another try when posting fails', async () => {
    const user = userEvent.setup();
    const request = deferred();
    render(<DiscussionComposer kind="discussion" onPost={() => request.promise} />);
    await user.click(screen.getByRole('button', { name: 'Start a Discussion' }));
    await user.type(screen.getByLabelText('Title'), 'Title');
    await user.type(screen.getByLabelText('Message'), 'Body');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    request.reject(new Error('offline'));
    expect(await screen.findByRole('button', { name: 'Post' })).toBeEnabled();
    expect(screen.getByLabelText('Title')).toHaveValue('Title');
    expect(screen.getByLabelText('Message')).toHaveValue('Body');
  });
});

describe('DiscussionComposer (reply)', () => {
  it('asks for a message only', async () => {
    const user = userEvent.setup();
    const onPost = vi.fn().mockResolvedValue(undefined);
    render(<DiscussionComposer kind="reply" onPost={onPost} />);
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect(screen.queryByLabelText('Title')).toBeNull();
    const reply = screen.getByLabelText('Your reply');
    expect(reply).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Post Reply' })).toBeDisabled();
    await user.type(reply, ' Agreed ');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(onPost).toHaveBeenCalledWith({ title: '', body: 'Agreed' });
    expect(await screen.findByRole('button', { name: 'Reply' })).toHaveFocus();
  });
});
