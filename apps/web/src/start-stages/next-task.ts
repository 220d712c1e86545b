/**
 * Resolves in a later task of the browser's event loop: the start-up's stages and steps each run in
 * a task of their own (run-stages.ts), so the page can paint and answer input between them.
 *
 * A message to ourselves, not `setTimeout(…, 0)`: timers set from inside timers are clamped to at
 * least 4 ms once nested five deep (HTML's timer rules), and the start-up yields fourteen times in a
 * row, so every page would wait ~35 ms for nothing on the way to being usable. A message task has
 * no such floor (React's scheduler yields the same way).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
