import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { LoaderCircle, Trash2 } from 'lucide-react';
import { ACCOUNT_DELETED_REDIRECT_DELAY_MS, DELETE_CONFIRMATION_WORD } from '@shared/auth/limits';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { toast } from '@client/hooks/use-toast';
import { serverMessage } from '@client/lib/api-error';
import { removeStoredUser } from '@client/lib/browser-storage';
import { deleteAccount } from './api/delete-account';
import { detailBeyond } from '@client/lib/toast-detail';

export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim().toLowerCase() === DELETE_CONFIRMATION_WORD;
}

/**
 * Account deletion behind a dialog that asks for the word 'delete' (product rules R4.10 and R5.15).
 */
export function DeleteAccountCard() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');

  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: ({ message }) => {
      setOpen(false);
      toast({ title: 'Account Deleted', description: detailBeyond('Account Deleted', message) });
      window.setTimeout(() => {
        removeStoredUser();
        queryClient.clear();
        navigate('/');
      }, ACCOUNT_DELETED_REDIRECT_DELAY_MS);
    },
    onError: (error) =>
      toast({
        title: 'Deletion Failed',
        description: serverMessage(error) ?? 'Failed to delete account. Please try again.',
        variant: 'destructive',
      }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDeleteConfirmed(typed)) {
      toast({
        title: 'Confirmation Required',
        description: "Please type 'delete' to confirm account deletion.",
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate();
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle level={2} className="text-destructive">
          Delete Account
        </CardTitle>
        <CardDescription>
          This permanently deletes your account, your recordings and your progress. It cannot be
          undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setTyped('');
          }}
        >
          <DialogTrigger asChild>
            <Button variant="destructive" disabled={mutation.isSuccess}>
              <Trash2 aria-hidden="true" />
              Delete Account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Your account, recordings and progress will be deleted for good.
              </DialogDescription>
            </DialogHeader>
            <form noValidate onSubmit={onSubmit} className="grid gap-5">
              <div className="grid gap-1.5">
                <Label htmlFor={inputId}>
                  Type <span className="font-mono">{DELETE_CONFIRMATION_WORD}</span> to confirm
                </Label>
                <Input
                  id={inputId}
                  value={typed}
                  onChange={(event) => setTyped(event.target.value)}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </div>
              <DialogFooter>
                <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={mutation.isPending}>
                  {mutation.isPending ? (
                    <LoaderCircle className="animate-spin" aria-hidden="true" />
                  ) : null}
                  Delete My Account
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
