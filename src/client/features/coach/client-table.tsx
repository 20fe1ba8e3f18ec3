import { Eye, Trash2, UserPlus, Users } from 'lucide-react';
import type { CoachClient } from '@shared/coach/schemas';
import { EmptyState } from '@client/components/query-states';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import {
  ActionsCell,
  RowTitle,
  StackedCell,
  StackedRow,
  StackedTable,
} from '@client/components/ui/stacked-table';
import { formatLongDate } from '@client/lib/format';
import { useDeleteClient } from './api/delete-client';

/** The browser confirmation before a client is deleted (product rules R5.16). */
export function deleteClientQuestion(name: string): string {
  return `Are you sure you want to delete ${name}'s account? This action cannot be undone.`;
}

/**
 * 'Needs Setup' until the client has replaced the temporary password (product rules R2.74 and
 * R4.28).
 */
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

/** Client Management: the coach's clients with View and Delete; a card each on phones. */
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
    <StackedTable
      label="Clients"
      headings={['Name', 'Email', 'Sessions', 'Status', 'Created']}
      actionsHeading="Actions"
      tableClassName="md:min-w-[40rem]"
    >
      {clients.map((client) => (
        <StackedRow key={client.id}>
          <RowTitle>{client.name}</RowTitle>
          <StackedCell
            label="Email"
            wide
            className="max-md:wrap-anywhere md:max-w-56 md:truncate"
            title={client.email}
          >
            {client.email}
          </StackedCell>
          <StackedCell label="Sessions">{client.totalSessions}</StackedCell>
          <StackedCell label="Status">
            <ClientStatusBadge client={client} />
          </StackedCell>
          <StackedCell label="Created" className="whitespace-nowrap">
            {formatLongDate(client.createdAt)}
          </StackedCell>
          <ActionsCell>
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
          </ActionsCell>
        </StackedRow>
      ))}
    </StackedTable>
  );
}
