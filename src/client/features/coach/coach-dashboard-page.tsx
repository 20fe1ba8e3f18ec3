import { useEffect, useRef, useState } from 'react';
import { Plus, UserPlus } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { PublicUser } from '@shared/auth/user';
import { PageHeader } from '@client/components/layout/page-container';
import { PageLoading } from '@client/components/layout/page-loading';
import { LoadError, LoadingBlock } from '@client/components/query-states';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useAuth } from '@client/lib/auth';
import { firstName } from '@client/lib/first-name';
import { AddClientDialog } from './add-client-dialog';
import { AssignmentDialog } from './assignments/assignment-dialog';
import { AssignmentList } from './assignments/assignment-list';
import { useClientResults } from './api/get-client-results';
import { useCoachClients } from './api/get-coach-clients';
import { ClientDetail } from './client-detail';
import { ClientResults } from './client-results';
import { ClientTable } from './client-table';
import { coachSummary } from './coach-summary';
import { CLIENT_PARAM } from './session-card';
import { SummaryCards } from './summary-cards';

type CoachTab = 'clients' | 'results' | 'assignments';

/** /coach-dashboard (product rules R2.71): the coach's clients and their practice results. */
export function CoachDashboardPage() {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) return <PageLoading />;
  return <CoachDashboard user={user} />;
}

function CoachDashboard({ user }: { user: PublicUser }) {
  const clients = useCoachClients();
  const results = useClientResults();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  // ?tab=assignments: back from an assignment's page.
  const initialTab = search.get('tab') === 'assignments';
  const [tab, setTab] = useState<CoachTab>(initialTab ? 'assignments' : 'clients');
  const [addOpen, setAddOpen] = useState(false);
  const [assignOpen, setAssignOpen] = useState(false);
  // ?client=<id>: back from one of that client's recordings (decision 147).
  const linkedClientId = search.get(CLIENT_PARAM);
  const [selectedId, setSelectedId] = useState<string | null>(linkedClientId);
  const returnFocusTo = useRef<string | null>(null);

  const selected = clients.data?.find((client) => client.id === selectedId);
  const selectedResult = results.data?.find((result) => result.clientId === selectedId);
  const summary = clients.data && results.data ? coachSummary(clients.data, results.data) : null;

  // Back from a client, focus returns to the button that opened them.
  useEffect(() => {
    if (selectedId !== null || !returnFocusTo.current) return;
    const id = returnFocusTo.current;
    returnFocusTo.current = null;
    document.querySelector<HTMLElement>(`[data-client-view="${id}"]`)?.focus();
  }, [selectedId]);

  const back = () => {
    returnFocusTo.current = selectedId;
    setSelectedId(null);
    // The list, not the client again, on a reload.
    if (linkedClientId !== null) navigate('/coach-dashboard', { replace: true });
  };

  const addClient = () => setAddOpen(true);

  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4 [&>div]:mb-0">
        <PageHeader
          title="Coach Dashboard"
          description={`Welcome back, ${firstName(user.name)}! Manage your clients and follow their progress.`}
        />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setAssignOpen(true)}>
            <Plus aria-hidden="true" />
            New Assignment
          </Button>
          <Button onClick={addClient}>
            <UserPlus aria-hidden="true" />
            Add Client
          </Button>
        </div>
      </div>

      {selected ? (
        <ClientDetail client={selected} result={selectedResult} onBack={back} />
      ) : (
        <>
          <SummaryCards summary={summary} />
          <Tabs value={tab} onValueChange={(value) => setTab(value as CoachTab)}>
            <TabsList className="max-w-xl">
              <TabsTrigger value="clients">Client Management</TabsTrigger>
              <TabsTrigger value="results">Client Results</TabsTrigger>
              <TabsTrigger value="assignments">Assignments</TabsTrigger>
            </TabsList>
            <TabsContent value="clients" className="mt-4">
              {clients.isError ? (
                <LoadError
                  message="We couldn't load your clients."
                  onRetry={() => void clients.refetch()}
                />
              ) : clients.isPending ? (
                <LoadingBlock what="your clients" />
              ) : (
                <ClientTable
                  clients={clients.data}
                  onView={setSelectedId}
                  onAddClient={addClient}
                />
              )}
            </TabsContent>
            <TabsContent value="results" className="mt-4">
              {results.isError ? (
                <LoadError
                  message="We couldn't load your clients' results."
                  onRetry={() => void results.refetch()}
                />
              ) : results.isPending ? (
                <LoadingBlock what="your clients' results" />
              ) : (
                <ClientResults results={results.data} onView={setSelectedId} />
              )}
            </TabsContent>
            <TabsContent value="assignments" className="mt-4">
              <AssignmentList onCreate={() => setAssignOpen(true)} />
            </TabsContent>
          </Tabs>
        </>
      )}

      <AddClientDialog open={addOpen} onOpenChange={setAddOpen} />
      <AssignmentDialog
        open={assignOpen}
        onOpenChange={(open) => {
          setAssignOpen(open);
          if (!open && tab !== 'assignments') setTab('assignments');
        }}
        clients={clients.data ?? []}
      />
    </div>
  );
}
