/** 'Loading recording...' and 'Failed to load recording' (product rules R2.55). */
export function MediaLoadStatus({ status }: { status: string }) {
  if (status === 'loading') {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading recording...
      </p>
    );
  }
  if (status === 'error') {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        Failed to load recording
      </p>
    );
  }
  return null;
}
