import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  get,
  set,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '#web/lib/api-client.ts';

type Issue = { path?: readonly PropertyKey[]; message?: string };

/**
 * The form field a problem at `path` is shown on: the deepest part of the path that has an input of
 * its own (an item of a list, each in its own input), else the field the path starts with (a list
 * held in one control: skills separated by commas, topics one per line).
 */
export function fieldOfPath(path: readonly string[], hasOwnInput: (name: string) => boolean = () => false): string {
  for (let end = path.length; end > 1; end--) {
    const name = path.slice(0, end).join('.');
    if (hasOwnInput(name)) return name;
  }
  return path[0]!;
}

/**
 * The fields a failed request names: the server answers a body its schema refused with a 400 whose
 * details are the schema's issues, each with the field's path and the message in the spec's words.
 * Only fields the form has are kept (the first message of each); the rest is the form's own error.
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
  fieldNames: Readonly<Record<string, string>> = {},
  hasOwnInput?: (name: string) => boolean,
): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !Array.isArray(error.details)) return {};
  const found: Record<string, string> = {};
  for (const issue of error.details as Issue[]) {
    const [head, ...rest] = issue.path?.map(String) ?? [];
    if (head === undefined || !issue.message) continue;
    const field = fieldNames[head] ?? head;
    if (!fields.includes(field)) continue;
    found[fieldOfPath([field, ...rest], hasOwnInput)] ??= issue.message;
  }
  return found;
}

/** A 400 whose issues name fields: a caller that reports failures itself (a toast) leaves these to the form. */
export function isFieldRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && Array.isArray(error.details) && error.details.length > 0;
}

/**
 * What a failed request tells the reader about the whole form: the server's words for a refusal it
 * explains (a 4xx), else the form's own fallback (no answer, or a server fault without details).
 */
export function formErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}

/** Each problem in a resolver's nested errors, with its path. */
function problemsOf(errors: object, prefix: string[] = []): [string[], object][] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (!value || typeof value !== 'object') return [];
    const path = [...prefix, key];
    return 'type' in value ? [[path, value] as [string[], object]] : problemsOf(value, path);
  });
}

/** The schema's problems on the form fields that show them (see `fieldNames` and `fieldOfPath`). */
function placedResolver<Input extends FieldValues, Output>(
  resolver: Resolver<Input, unknown, Output>,
  fieldNames: Readonly<Record<string, string>> = {},
  hasOwnInput: (name: string) => boolean,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors = {};
    for (const [[head, ...rest], problem] of problemsOf(result.errors)) {
      const name = fieldOfPath([fieldNames[head!] ?? head!, ...rest], hasOwnInput);
      if (get(errors, name) === undefined) set(errors, name, problem);
    }
    return { ...result, errors } as typeof result;
  };
}

export type ServerForm<Input extends FieldValues, Output> = UseFormReturn<Input, unknown, Output> & {
  /**
   * The form's submit handler: checks the schema, runs `send`, and shows what the server refused.
   * `onInvalid` is for forms whose spec reports a failed check elsewhere too (the auth toasts).
   */
  submitWith: (
    send: (values: Output) => Promise<unknown>,
    onInvalid?: SubmitErrorHandler<Input>,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** What went wrong with the whole form (not one field), in the server's words; null when nothing did. */
  formError: string | null;
  setFormError: (message: string | null) => void;
  /** True while the form is being checked and sent. */
  pending: boolean;
};

/**
 * The one way a form is built (decision 080): react-hook-form with the shared zod schema the
 * server also parses, and the server's 400 field errors shown on the fields they name. Any other
 * failure becomes `formError`, shown by `FormActions`.
 */
export function useServerForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> & {
    defaultValues: DefaultValues<z.input<Schema>>;
    /** The form's own error when the request fails without the server's words (a lost connection, a 5xx). */
    failure?: string;
    /**
     * The form field a schema field's problem is shown under, where the form holds it in another
     * shape (dollars typed in `budgetMin`, sent as `budgetMinCents`).
     */
    fieldNames?: Readonly<Record<string, string>>;
  },
): ServerForm<z.input<Schema>, z.output<Schema>> {
  const { failure = 'Something went wrong. Please try again.', fieldNames, ...formOptions } = options;
  // An item of a list has an input of its own when the form registered one under its path.
  const hasOwnInput = (name: string): boolean => form.control._names.mount.has(name);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...formOptions, resolver: placedResolver(zodResolver(schema) as never, fieldNames, hasOwnInput) });
  const [formError, setFormError] = useState<string | null>(null);
  const fields = Object.keys(options.defaultValues);

  const submitWith: ServerForm<z.input<Schema>, z.output<Schema>>['submitWith'] = (send, onInvalid) =>
    form.handleSubmit(async (values) => {
      setFormError(null);
      try {
        await send(values);
      } catch (error) {
        const onFields = serverFieldErrors(error, fields, fieldNames, hasOwnInput);
        const names = Object.keys(onFields);
        for (const name of names) form.setError(name as Path<z.input<Schema>>, { type: 'server', message: onFields[name] });
        if (names.length > 0) form.setFocus(names[0] as Path<z.input<Schema>>);
        else setFormError(formErrorMessage(error, failure));
      }
    }, onInvalid);

  return { ...form, submitWith, formError, setFormError, pending: form.formState.isSubmitting };
}
