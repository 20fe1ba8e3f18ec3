import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@shared/client-config/toast';
import { useToast } from '@client/hooks/use-toast';
import {
  Toast,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';

/**
 * Mounted once at the app root; renders whatever `toast()` has raised. `duration` is how long
 * a toast stays before it closes itself: the product's TOAST_DURATION_MS, which component tests
 * lift so that a slow machine cannot close a toast (and its Undo) before the test clicks it.
 */
export function Toaster({ duration = TOAST_DURATION_MS }: { duration?: number }) {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={duration}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
      label="Notifications"
    >
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
