import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { apiFetch } from '#web/lib/api-client.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';

type SiteSettings = { supportEmail: string; companyName: string; companyAddress: string; communityUrl: string | null };
const key = ['admin-settings'] as const;

function SettingField({ name, label, value, type = 'text', multiline = false }: { name: keyof SiteSettings; label: string; value: string; type?: string; multiline?: boolean }) {
  return (
    <Field label={label}>
      {(control) => (multiline ? <Textarea {...control} name={name} defaultValue={value} rows={3} className="min-h-0" /> : <Input {...control} name={name} type={type} defaultValue={value} />)}
    </Field>
  );
}

/** /admin/settings: the settings that may change at run time, stored in the database and audited. */
export function SettingsPage() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: key, queryFn: () => apiFetch<SiteSettings>('/admin/settings') });
  const save = useMutation({
    mutationFn: (patch: Partial<SiteSettings>) => apiFetch<SiteSettings>('/admin/settings', { method: 'PUT', json: patch }),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      toast.success('Settings saved');
    },
    onError: (error) => toast.error('Error', { description: error.message }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    save.mutate({
      supportEmail: text('supportEmail'),
      companyName: text('companyName'),
      companyAddress: text('companyAddress'),
      communityUrl: text('communityUrl') || null,
    });
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="Admin Settings" icon={Settings} back={{ to: '/admin', label: 'Back to admin dashboard' }} intro="Changes take effect at once on every server and are kept in the audit log." />
      {settings.data ? (
        <form onSubmit={submit} className="mt-8 flex flex-col gap-5 rounded-xl border border-border bg-card p-6 shadow-sm">
          <SettingField name="supportEmail" label="Support e-mail" type="email" value={settings.data.supportEmail} />
          <SettingField name="companyName" label="Company name (invoices)" value={settings.data.companyName} />
          <SettingField name="companyAddress" label="Company address (invoices)" value={settings.data.companyAddress} multiline />
          <SettingField name="communityUrl" label="Community URL" type="url" value={settings.data.communityUrl ?? ''} />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
            <Link to="/admin/quests" className="text-sm text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
              Edit the daily quest set
            </Link>
          </div>
        </form>
      ) : (
        <p className="mt-8 text-muted-foreground">{settings.isError ? 'Failed to load settings.' : 'Loading settings...'}</p>
      )}
    </div>
  );
}
