import { PageSteps, pageCount } from '#web/components/page-steps.tsx';
import { Users } from 'lucide-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ADMIN_USERS_MESSAGES } from '#shared/schemas/admin-users.ts';
import { SearchForm } from '#web/components/ui/search-form.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useAdminUsers, useChangeUser } from '../api/admin-users.ts';
import { UserRow } from './user-row.tsx';

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** /admin/users: members found on the server by name or e-mail, a page at a time, with role and tier controls. */
export function UsersPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const page = pageFrom(params.get('page'));
  const users = useAdminUsers(query, page);
  const change = useChangeUser();

  useEffect(() => {
    if (users.isError) toast.error('Error', { id: 'admin-users-failed', description: ADMIN_USERS_MESSAGES.fetchFailed });
  }, [users.isError]);

  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const q = next.q ?? query;
    if (q) search.set('q', q);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const data = users.data;
  const pages = pageCount(data);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title="User Management" icon={Users} back={{ to: '/admin', label: 'Back to admin dashboard' }} intro="Find members by name or e-mail and manage their plans and staff roles." />

      <div className="mt-6">
        <SearchForm
          key={query}
          query={query}
          onSearch={(text) => go({ q: text.trim(), page: 1 })}
          formLabel="Search users"
          inputLabel="Name or e-mail"
          placeholder="Search by name or e-mail..."
        />
      </div>

      <section aria-label="Users" aria-busy={users.isFetching} className="mt-6">
        {users.isPending ? (
          <div className="flex flex-col gap-3">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-24 w-full rounded-xl" />
            ))}
          </div>
        ) : data && data.items.length > 0 ? (
          <>
            <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
              {data.total} {data.total === 1 ? 'member' : 'members'}
            </p>
            <ul className="flex flex-col gap-3">
              {data.items.map((user) => (
                <UserRow
                  key={user.userId}
                  user={user}
                  busy={change.isPending && change.variables?.userId === user.userId}
                  onRole={(role) =>
                    change.mutate(
                      { userId: user.userId, kind: 'role', value: role },
                      {
                        onSuccess: () => toast.success(ADMIN_USERS_MESSAGES.roleUpdated),
                        onError: () => toast.error('Error', { description: ADMIN_USERS_MESSAGES.roleFailed }),
                      },
                    )
                  }
                  onTier={(tier) =>
                    change.mutate(
                      { userId: user.userId, kind: 'tier', value: tier },
                      {
                        onSuccess: () => toast.success(ADMIN_USERS_MESSAGES.tierUpdated),
                        onError: () => toast.error('Error', { description: ADMIN_USERS_MESSAGES.tierFailed }),
                      },
                    )
                  }
                />
              ))}
            </ul>
            <PageSteps className="mt-6" page={page} pages={pages} onGo={(next) => go({ page: next })} />
          </>
        ) : (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center">
            <Users className="size-8 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{ADMIN_USERS_MESSAGES.emptyTitle}</h2>
            <p className="text-sm text-muted-foreground">{ADMIN_USERS_MESSAGES.emptyBody}</p>
          </div>
        )}
      </section>
    </div>
  );
}
