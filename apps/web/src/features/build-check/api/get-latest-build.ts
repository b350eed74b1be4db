/** `GET /builds/latest.json`: the id of the newest deployed build, written by the build (see vite.config.ts). */

/** Returns null when the file cannot be read: a missed check is simply tried again an hour later. */
export async function getLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch('/builds/latest.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const latest: unknown = await response.json();
    const id = typeof latest === 'object' && latest !== null ? (latest as { id?: unknown }).id : undefined;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}
