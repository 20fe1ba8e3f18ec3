import type { FormEventHandler, ReactNode } from 'react';
import { LoaderCircle, type LucideIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Panel } from './admin-panel';

type AccountFormPanelProps = {
  /** The panel's heading, the form's accessible name and the submit button's text. */
  title: string;
  icon: LucideIcon;
  description: ReactNode;
  /** While true the submit button is disabled and spins. */
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
};

/** The admin's account-creation form in its panel: the fields, then a submit button. */
export function AccountFormPanel({
  title,
  icon,
  description,
  pending,
  onSubmit,
  children,
}: AccountFormPanelProps) {
  return (
    <Panel title={title} icon={icon} description={description}>
      <form noValidate aria-label={title} className="grid gap-4" onSubmit={onSubmit}>
        {children}
        <div>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {title}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
