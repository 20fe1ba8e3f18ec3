import { useCallback, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorId, fieldHintId } from '@client/components/ui/form-field';
import { errorFields } from '@client/lib/api-error';

/*
 * A controlled form checked by a shared zod schema on every change, so the
 * messages under each field are the schema's own (house style: written once).
 * A field shows its message once it has been edited, and every field does
 * after a submit attempt. A refusal from the server that names fields (a 400 with
 * `fields`) shows each message under its field until that field is edited.
 */

type FieldValues = Record<string, string>;

function firstIssuePerField(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export function useZodForm<V extends FieldValues, Out>(schema: z.ZodType<Out>, initialValues: V) {
  const idPrefix = useId();
  // The first render's values; later renders pass a new but equal object.
  const [initial] = useState<V>(initialValues);
  const [values, setValues] = useState<V>(initialValues);
  const [edited, setEdited] = useState<Partial<Record<keyof V, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const allErrors = useMemo(() => firstIssuePerField(result), [result]);

  const idFor = useCallback((name: keyof V) => `${idPrefix}-${String(name)}`, [idPrefix]);

  const errorFor = (name: keyof V): string | undefined =>
    (submitted || edited[name] ? allErrors[name as string] : undefined) ??
    serverErrors[name as string];

  /** `quiet`: the screen, not the person, changed it (a time that follows the replay). */
  const setValue = useCallback((name: keyof V, value: string, { quiet = false } = {}) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (quiet) return;
    setEdited((current) => ({ ...current, [name]: true }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _dropped, ...rest } = current;
      return rest;
    });
  }, []);

  /**
   * Shows the fields a failed call names under the form's own fields, and focuses the first.
   * Returns whether any did, so the caller can leave the rest to a toast.
   */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      const named = Object.entries(errorFields(error)).filter(([name]) => name in initial);
      setServerErrors(Object.fromEntries(named));
      const first = named[0]?.[0];
      if (first) document.getElementById(idFor(first))?.focus();
      return named.length > 0;
    },
    [initial, idFor],
  );

  /** Props for the field's input: value, change handler, id and its ARIA links. */
  const register = (name: keyof V) => {
    const id = idFor(name);
    const error = errorFor(name);
    return {
      id,
      name: String(name),
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldHintId(id)} ${fieldErrorId(id)}` : fieldHintId(id),
    };
  };

  /** Calls `onValid` with the parsed values, or shows every message and focuses the first. */
  const handleSubmit = (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (result.success) {
      onValid(result.data);
      return;
    }
    const firstInvalid = Object.keys(values).find((name) => name in allErrors);
    if (firstInvalid) document.getElementById(idFor(firstInvalid))?.focus();
  };

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? initial);
      setEdited({});
      setSubmitted(false);
      setServerErrors({});
    },
    [initial],
  );

  return {
    values,
    setValue,
    register,
    errorFor,
    idFor,
    isValid: result.success,
    handleSubmit,
    showServerErrors,
    reset,
  };
}
