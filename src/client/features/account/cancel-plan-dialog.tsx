import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { FREE_PRACTICE_LIMIT } from '@shared/billing/plans';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { useCancelSubscription } from '@client/lib/endpoints/cancel-subscription';
import { formatLongDate } from '@client/lib/format';

/** 'Cancel Plan' behind a confirmation that says premium stays until the period ends. */
export function CancelPlanDialog({ endsAt }: { endsAt: string | null }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription({ onCancelled: () => setOpen(false) });
  const until = endsAt ? formatLongDate(endsAt) : 'the end of your billing period';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">Cancel Plan</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel your plan?</DialogTitle>
          <DialogDescription>
            You keep Premium until {until} and you won't be charged again. After that your account
            moves to the free plan, with {FREE_PRACTICE_LIMIT} practice sessions a month. You can
            reactivate any time before then.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Keep My Plan
          </Button>
          <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
            {cancel.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            Cancel Plan
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
