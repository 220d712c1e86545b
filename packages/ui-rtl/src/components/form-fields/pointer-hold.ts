import { useLayoutEffect, useState } from 'react';

// Between pressing a button and releasing it the page must not move: if it does, the release lands
// on something else and the click is lost. Pressing a button blurs the field being typed in, and
// that blur is what reveals the field's error, so a message that would change the layout waits
// until the press has ended. The release is taken a task later, after the click it completes.
let held = false;
let installed = false;
const waiting = new Set<() => void>();

function press() {
  held = true;
}

function release() {
  setTimeout(() => {
    held = false;
    const runs = [...waiting];
    waiting.clear();
    for (const run of runs) run();
  }, 0);
}

function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('pointerdown', press, true);
  window.addEventListener('pointerup', release, true);
  window.addEventListener('pointercancel', release, true);
}

/** Runs `run` now, or once the pointer that is pressed is released; the returned function cancels. */
function whenPointerFree(run: () => void): () => void {
  if (!held) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}

/** `value`, except that a change made while a pointer is pressed shows only after its release. */
export function useSteadyWhilePressed<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useLayoutEffect(install, []);
  // A layout effect: when nothing is pressed the new value is on screen before the next paint.
  useLayoutEffect(() => {
    if (Object.is(shown, value)) return;
    return whenPointerFree(() => setShown(value));
  }, [shown, value]);
  return shown;
}
