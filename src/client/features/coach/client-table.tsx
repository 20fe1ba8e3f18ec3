import { Eye, Trash2, UserPlus, Users } from 'lucide-react';
import type { CoachClient } from '@shared/coach/schemas';
import { EmptyState } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ScrollTable } from '@client/components/ui/scroll-table';
import { formatLongDate } from '@client/lib/format';
import { useDeleteClient } from './api/delete-client';

/** The browser confirmation before a client is deleted (accounts spec §5). */
export function deleteClientQuestion(name: string): string {
  return `Are you sure you want to delete ${name}'s account? This action cannot be undone.`;
}

/** 'Needs Setup' until the client has replaced the temporary password (accounts spec §4). */
export function ClientStatusBadge({
  client,
}: {
  client: Pick<CoachClient, 'requiresPasswordChange'>;
}) {
  return client.requiresPasswordChange ? (
    <Badge variant="accent">Needs Setup</Badge>
  ) : (
    <Badge variant="secondary">Active</Badge>
  );
}

type ClientTableProps = {
  clients: readonly CoachClient[];
  onView: (clientId: string) => void;
  onAddClient: () => void;
};

/** Client Management: the coach's clients with View and Delete. It scrolls sideways on phones. */
export function ClientTable({ clients, onView, onAddClient }: ClientTableProps) {
  const deletion = useDeleteClient();
  if (clients.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No clients yet"
        action={
          <Button size="sm" onClick={onAddClient}>
            <UserPlus aria-hidden="true" />
            Add Client
          </Button>
        }
      >
        Add your first client. They receive an email with a temporary password to sign in.
      </EmptyState>
    );
  }

  const remove = (client: CoachClient) => {
    if (window.confirm(deleteClientQuestion(client.name))) deletion.mutate(client.id);
  };

  return (
    <ScrollTable
      label="Clients"
      headings={['Name', 'Email', 'Sessions', 'Status', 'Created']}
      extraHeadings={
        <th scope="col" className="px-3 py-2 text-right font-semibold">
          Actions
        </th>
      }
      tableClassName="min-w-[40rem]"
    >
      {clients.map((client) => (
        <tr key={client.id} className="border-t border-border">
          <th scope="row" className="px-3 py-2 font-medium">
            {client.name}
          </th>
          <td className="max-w-56 truncate px-3 py-2" title={client.email}>
            {client.email}
          </td>
          <td className="px-3 py-2">{client.totalSessions}</td>
          <td className="px-3 py-2">
            <ClientStatusBadge client={client} />
          </td>
          <td className="px-3 py-2 whitespace-nowrap">{formatLongDate(client.createdAt)}</td>
          <td className="px-3 py-2">
            <div className="flex justify-end gap-1">
              <Button
                variant="outline"
                size="sm"
                data-client-view={client.id}
                aria-label={`View ${client.name}`}
                onClick={() => onView(client.id)}
              >
                <Eye aria-hidden="true" />
                View
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="text-destructive hover:bg-destructive/10"
                aria-label={`Delete ${client.name}`}
                disabled={deletion.isPending && deletion.variables === client.id}
                onClick={() => remove(client)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
