import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { routes } from '@shared/api/contract';
import { toast } from '@client/hooks/use-toast';
import { apiRequest } from './api';
import { removeStoredUser } from './browser-storage';
import { serverMessage } from './api-error';

/**
 * Signing out removes the stored user, clears every cached answer and goes
 * home, with a toast either way (product rules R4.4).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest(routes.signOut),
    onSuccess: () => {
      removeStoredUser();
      queryClient.clear();
      navigate('/');
      toast({ title: 'Signed out' });
    },
    onError: (error) => {
      toast({
        title: 'Sign out failed',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    },
  });
}
