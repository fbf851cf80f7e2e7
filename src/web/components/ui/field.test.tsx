import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

describe('Field', () => {
  it('ties the control to its label, hint and error, and marks it required', () => {
    render(
      <Field label="Title" required hint="At most 120 characters." error="Please enter a title.">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: /Title/ });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Please enter a title. At most 120 characters.');
  });

  it('leaves a valid control unmarked and describes it by its hint only', () => {
    render(<Field label="Company">{(control) => <Input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input).toBeValid();
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
