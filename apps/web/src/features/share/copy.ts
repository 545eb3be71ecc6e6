/** Puts text on the clipboard; false where the browser refuses (no permission, a page not served securely). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
