type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** `line_items[0][price]` → ['line_items', '0', 'price']. */
function keyPath(key: string): string[] {
  const [head = '', ...rest] = key.split('[');
  return [head, ...rest.map((part) => part.replace(/\]$/, ''))];
}

/** Objects whose keys are all indexes (0, 1, ...) were arrays before encoding. */
function withArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, withArrays(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/**
 * Stripe's request bodies are form-encoded with bracketed keys (`metadata[userId]=…`,
 * `line_items[0][price]=…`, `expand[]=…`); this reads them back into nested objects.
 */
export function parseFormBody(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    let node: FormObject = root;
    path.forEach((part, index) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || Array.isArray(next)) node[name] = {};
      node = node[name] as FormObject;
    });
  }
  return withArrays(root) as FormObject;
}
