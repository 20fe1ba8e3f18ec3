import { useCallback, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorId, fieldHintId } from '@client/components/ui/form-field';

/*
 * A controlled form checked by a shared zod schema on every change, so the
 * messages under each field are the schema's own (house style: written once).
 * A field shows its message once it has been edited, and every field does
 * after a submit attempt.
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

  const result = useMemo(() => schema.safeParse(values), [schema, values]);
  const allErrors = useMemo(() => firstIssuePerField(result), [result]);

  const idFor = useCallback((name: keyof V) => `${idPrefix}-${String(name)}`, [idPrefix]);

  const errorFor = (name: keyof V): string | undefined =>
    submitted || edited[name] ? allErrors[name as string] : undefined;

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => ({ ...current, [name]: true }));
  }, []);

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
    reset,
  };
}
