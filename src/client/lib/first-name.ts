/** The first word of a name, for a friendly greeting. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
