/**
 * Tailwind class merging for `cn`: of two classes that set the same thing under the same
 * variants, the later one stays ('px-4' then 'px-2' gives 'px-2'; 'p-6' then 'pt-0' keeps both,
 * 'pt-0' then 'p-6' only 'p-6'). It does what tailwind-merge did for this app's classes, which
 * a test checks case by case against tailwind-merge itself, in under a tenth of its size:
 * tailwind-merge was 8 KiB of the first page's scripts (decision 177). A class it does not
 * know conflicts only with itself.
 */

/** What each group of a shorthand also sets: 'p' overrides 'px', 'pt' and the rest. */
const COVERS: Readonly<Record<string, readonly string[]>> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  // A font size sets its line height too.
  'font-size': ['leading'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
};

const DISPLAY = new Set(
  'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root list-item'.split(
    ' ',
  ),
);
const POSITION = new Set('static fixed absolute relative sticky'.split(' '));
const FONT_SIZE = /^text-(xs|sm|base|lg|[2-9]?xl)$/;
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^text-(wrap|nowrap|balance|pretty)$/;
const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const FONT_FAMILY = /^font-(sans|serif|mono)$/;
const SHADOW_SIZE = /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/;
const BORDER_STYLE = /^border-(solid|dashed|dotted|double|hidden|none)$/;
const BORDER_WIDTH = /^border(-[xytrbl])?(-(\d+|\[[^\]]+\]))?$/;
const RING_WIDTH = /^ring(-(\d+|inset))?$/;
const BG_NOT_COLOUR =
  /^bg-(none|fixed|local|scroll|repeat.*|no-repeat|cover|contain|auto|center|top|bottom|left|right|clip-.*|origin-.*|linear-.*|radial.*|conic.*|gradient-.*)$/;

/** Prefixes whose class sets one thing whatever its value ('w-4', 'w-full'): longest first. */
const VALUE_GROUPS = [
  'min-w',
  'min-h',
  'max-w',
  'max-h',
  'gap-x',
  'gap-y',
  'inset-x',
  'inset-y',
  'overflow-x',
  'overflow-y',
  'translate-x',
  'translate-y',
  'col-span',
  'row-span',
  'grid-cols',
  'grid-rows',
  'justify-items',
  'justify-self',
  'line-clamp',
  'underline-offset',
  'ring-offset',
  'pointer-events',
  'whitespace',
  'overflow',
  'duration',
  'tracking',
  'leading',
  'opacity',
  'justify',
  'content',
  'inset',
  'items',
  'self',
  'cursor',
  'select',
  'rotate',
  'scale',
  'animate',
  'transition',
  'ease',
  'delay',
  'order',
  'size',
  'gap',
  'top',
  'right',
  'bottom',
  'left',
  'wrap',
  'break',
  'px',
  'py',
  'ps',
  'pe',
  'pt',
  'pr',
  'pb',
  'pl',
  'mx',
  'my',
  'ms',
  'me',
  'mt',
  'mr',
  'mb',
  'ml',
  'p',
  'm',
  'w',
  'h',
  'z',
];

/** The class without its variants ('sm:hover:px-2' → 'sm:hover:', 'px-2'), brackets kept whole. */
function splitVariants(token: string): [string, string] {
  let depth = 0;
  let last = -1;
  for (let i = 0; i < token.length; i += 1) {
    const char = token[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) last = i;
  }
  return [token.slice(0, last + 1), token.slice(last + 1)];
}

/** The thing a utility sets, or null for one this file does not know. */
function groupOf(utility: string): string | null {
  const base = utility.replace(/^!/, '').replace(/!$/, '').replace(/^-/, '');
  if (DISPLAY.has(base)) return 'display';
  if (POSITION.has(base)) return 'position';
  if (/^(flex-(row|col)(-reverse)?)$/.test(base)) return 'flex-direction';
  if (/^flex-(wrap|wrap-reverse|nowrap)$/.test(base)) return 'flex-wrap';
  if (/^flex-(\d+|auto|initial|none|\[.+\])$/.test(base)) return 'flex';
  if (/^(shrink|grow)(-\d+)?$/.test(base)) return base.startsWith('shrink') ? 'shrink' : 'grow';
  if (/^(underline|overline|line-through|no-underline)$/.test(base)) return 'text-decoration';
  if (/^(truncate|text-ellipsis|text-clip)$/.test(base)) return 'text-overflow';
  if (FONT_SIZE.test(base)) return 'font-size';
  if (TEXT_ALIGN.test(base)) return 'text-align';
  if (TEXT_WRAP.test(base)) return 'text-wrap';
  if (base.startsWith('text-')) return 'text-colour';
  if (FONT_WEIGHT.test(base)) return 'font-weight';
  if (FONT_FAMILY.test(base)) return 'font-family';
  if (SHADOW_SIZE.test(base)) return 'shadow';
  if (base.startsWith('shadow-')) return 'shadow-colour';
  if (BORDER_STYLE.test(base)) return 'border-style';
  const width = BORDER_WIDTH.exec(base);
  if (width) return `border-w${width[1] ?? ''}`;
  if (base.startsWith('border-')) return 'border-colour';
  if (RING_WIDTH.test(base)) return 'ring-w';
  if (base.startsWith('ring-offset-')) {
    return /^ring-offset-(\d+|\[.+\])$/.test(base) ? 'ring-offset-w' : 'ring-offset-colour';
  }
  if (base.startsWith('ring-')) return 'ring-colour';
  if (base.startsWith('bg-')) return BG_NOT_COLOUR.test(base) ? base : 'bg-colour';
  const rounded = /^(rounded(-(s|e|t|r|b|l|tl|tr|br|bl))?)(-.+)?$/.exec(base);
  if (rounded) {
    const side = rounded[3] && !/^(none|sm|md|lg|xl|2xl|3xl|full)$/.test(rounded[3]);
    return side ? (rounded[1] ?? 'rounded') : 'rounded';
  }
  if (base === 'transition') return 'transition';
  for (const prefix of VALUE_GROUPS) {
    if (base === prefix || base.startsWith(`${prefix}-`)) return prefix;
  }
  return null;
}

/**
 * The classes of `joined` (space-separated, in order) with each one dropped that a later class
 * overrides: same variants, and the same group or one its shorthand covers.
 */
export function mergeClasses(joined: string): string {
  const tokens = joined.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i -= 1) {
    const token = tokens[i] as string;
    const [variants, utility] = splitVariants(token);
    const important = utility.startsWith('!') || utility.endsWith('!') ? '!' : '';
    const group = groupOf(utility) ?? `=${utility}`;
    const key = `${variants}${important}|${group}`;
    if (taken.has(key)) continue;
    kept.push(token);
    taken.add(key);
    for (const covered of COVERS[group] ?? []) taken.add(`${variants}${important}|${covered}`);
  }
  return kept.reverse().join(' ');
}
