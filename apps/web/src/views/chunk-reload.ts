// After a deploy, an open tab may ask for a lazy chunk that no longer exists. Reload once to pick
// up the new build; if that already happened, let the error view offer a manual reload instead of
// looping.
const FLAG = 'clorofil:chunk-reload-at';
const WINDOW_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/** Returns true when a reload was started. */
export function reloadOnceForChunkError(storage: Storage = sessionStorage, reload = () => location.reload()): boolean {
  const last = Number(storage.getItem(FLAG) ?? 0);
  if (Date.now() - last < WINDOW_MS) return false;
  storage.setItem(FLAG, String(Date.now()));
  reload();
  return true;
}
