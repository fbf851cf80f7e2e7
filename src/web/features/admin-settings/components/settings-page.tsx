import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { siteSettingsSchema, type SiteSettings } from '#shared/schemas/site-settings.ts';
import { Field } from '#web/components/ui/field.tsx';
import { FormActions } from '#web/components/ui/form-actions.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { apiFetch } from '#web/lib/api-client.ts';
import { isFieldRefusal, useServerForm } from '#web/lib/use-server-form.ts';

const key = ['admin-settings'] as const;

/** The settings as typed: trimmed, and a blank community URL is no community yet. */
const settingsFormSchema = z
  .object({ supportEmail: z.string().trim(), companyName: z.string().trim(), companyAddress: z.string().trim(), communityUrl: z.string().trim() })
  .transform((typed) => ({ ...typed, communityUrl: typed.communityUrl || null }))
  .pipe(siteSettingsSchema);

/** /admin/settings: the settings that may change at run time, stored in the database and audited. */
export function SettingsPage() {
  const settings = useQuery({ queryKey: key, queryFn: () => apiFetch<SiteSettings>('/admin/settings') });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Admin Settings" icon={Settings} back={{ to: '/admin', label: 'Back to admin dashboard' }} intro="Changes take effect at once on every server and are kept in the audit log." />
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : (
        <p className="mt-8 text-muted-foreground">{settings.isError ? 'Failed to load settings.' : 'Loading settings...'}</p>
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: SiteSettings }) {
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: (patch: Partial<SiteSettings>) => apiFetch<SiteSettings>('/admin/settings', { method: 'PUT', json: patch }) });
  const form = useServerForm(settingsFormSchema, { defaultValues: { ...settings, communityUrl: settings.communityUrl ?? '' } });
  const { errors } = form.formState;
  const submit = form.submitWith(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      queryClient.setQueryData(key, saved);
      toast.success('Settings saved');
    } catch (error) {
      if (isFieldRefusal(error)) throw error;
      toast.error('Error', { description: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-8 flex flex-col gap-5 rounded-xl border border-border bg-card p-6 shadow-sm">
      <Field label="Support e-mail" error={errors.supportEmail?.message}>
        {(control) => <Input {...control} type="email" {...form.register('supportEmail')} />}
      </Field>
      <Field label="Company name (invoices)" error={errors.companyName?.message}>
        {(control) => <Input {...control} {...form.register('companyName')} />}
      </Field>
      <Field label="Company address (invoices)" error={errors.companyAddress?.message}>
        {(control) => <Textarea {...control} rows={3} className="min-h-0" {...form.register('companyAddress')} />}
      </Field>
      <Field label="Community URL" error={errors.communityUrl?.message}>
        {(control) => <Input {...control} type="url" {...form.register('communityUrl')} />}
      </Field>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FormActions label="Save Settings" pendingLabel="Saving..." pending={form.pending} />
        <Link to="/admin/quests" className="text-sm text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
          Edit the daily quest set
        </Link>
      </div>
    </form>
  );
}
