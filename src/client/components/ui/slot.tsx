import { cloneElement, isValidElement, type ReactElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown>;

/** One ref from several: each gets the node. */
function composeRefs(refs: unknown[]): (node: unknown) => void {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref && typeof ref === 'object') (ref as { current: unknown }).current = node;
    }
  };
}

/**
 * The child's props over the slot's, as Radix's Slot merges them: both handlers run (the
 * child's first), styles merge, class names join and both refs get the node.
 */
export function mergeSlotProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const [name, slotValue] of Object.entries(slot)) {
    const childValue = child[name];
    if (slotValue === undefined || childValue === undefined) continue;
    if (
      /^on[A-Z]/.test(name) &&
      typeof slotValue === 'function' &&
      typeof childValue === 'function'
    ) {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (name === 'style') {
      merged.style = { ...(slotValue as object), ...(childValue as object) };
    } else if (name === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    } else if (name === 'ref') {
      merged.ref = composeRefs([slotValue, childValue]);
    }
  }
  return merged;
}

/**
 * Renders its one child element with its own props merged in (`asChild`). Radix's Slot did
 * this with a kilobyte of gzip on the first page load (decision 194).
 */
export function Slot({ children, ...props }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement(children)) return null;
  const child = children as ReactElement<Props>;
  return cloneElement(child, mergeSlotProps(props, child.props));
}
