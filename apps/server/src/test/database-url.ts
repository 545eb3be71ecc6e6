export const TEMPLATE_DATABASE = 'moim_test_template';

/** The same server as `url`, with another database name. */
export function adminUrl(url: string, database = 'postgres'): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
