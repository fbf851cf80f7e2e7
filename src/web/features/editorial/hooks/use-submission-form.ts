import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../lib/entries.ts';

/**
 * A member's submission form: its fields, each field's error from the shared schema, and a
 * submit that checks them before sending (the server checks them again) and says while it sends.
 */
export function useSubmissionForm<Fields, Schema extends z.ZodType>(
  schema: Schema,
  initial: Fields,
  send: (fields: Fields, parsed: z.output<Schema>) => Promise<void>,
) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(fields);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await send(fields, parsed.data);
    } finally {
      setSubmitting(false);
    }
  };

  return { fields, set, errors, submitting, submit };
}
