import type { GoalTemplate } from '@shared/goals/schemas';
import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/utils';

type GoalTemplateOptionProps = {
  template: GoalTemplate;
  selected: boolean;
  onSelect: () => void;
  /** The radio group's name: one per list of goals on the page. */
  name: string;
  /** A tag beside the title, such as 'Current goal'. */
  note?: string | undefined;
};

/**
 * One goal template as a radio card: title, category, description and expected
 * improvement; the chosen one also shows its motivation and quick tip. Used at sign-up and
 * on the dashboard.
 */
export function GoalTemplateOption({
  template,
  selected,
  onSelect,
  name,
  note,
}: GoalTemplateOptionProps) {
  return (
    <label
      className={cn(
        'flex cursor-pointer flex-col gap-2 rounded-xl border bg-surface p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
        selected ? 'border-primary bg-primary-soft/60' : 'border-border hover:border-primary/50',
      )}
    >
      <span className="flex items-start justify-between gap-3">
        <span className="flex items-start gap-2.5">
          <input
            type="radio"
            name={name}
            value={template.id}
            checked={selected}
            onChange={onSelect}
            className="mt-1 size-4 shrink-0 accent-primary"
          />
          <span className="font-semibold text-foreground">{template.title}</span>
        </span>
        <span className="flex shrink-0 flex-wrap justify-end gap-1">
          {note ? <Badge variant="outline">{note}</Badge> : null}
          <Badge variant="accent">{template.category}</Badge>
        </span>
      </span>
      <span className="text-sm text-muted-foreground">{template.description}</span>
      <span className="text-sm font-medium text-accent-strong">
        Expected improvement: {template.expectedImprovement}%
      </span>
      {selected ? (
        <span className="grid gap-2 border-t border-primary/20 pt-2 text-sm">
          <span>{template.motivationText}</span>
          <span>
            <span className="font-semibold">Quick tip:</span> {template.quickTip}
          </span>
        </span>
      ) : null}
    </label>
  );
}

type GoalTemplateFieldsetProps = {
  templates: readonly GoalTemplate[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  name: string;
  /** Marks one template, such as the goal already chosen. */
  noteFor?: (template: GoalTemplate) => string | undefined;
};

/** The goal templates as one radio group, two columns from small screens up. */
export function GoalTemplateFieldset({
  templates,
  selectedId,
  onSelect,
  name,
  noteFor,
}: GoalTemplateFieldsetProps) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">Speaking goals</legend>
      {templates.map((template) => (
        <GoalTemplateOption
          key={template.id}
          name={name}
          template={template}
          selected={template.id === selectedId}
          onSelect={() => onSelect(template.id)}
          note={noteFor?.(template)}
        />
      ))}
    </fieldset>
  );
}
