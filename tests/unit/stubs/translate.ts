/** Stand-in for `@docusaurus/Translate` in unit tests: the default message, with values filled in. */
export function translate(
  {message}: {message: string; id?: string; description?: string},
  values: Record<string, string | number> = {},
): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );
}
