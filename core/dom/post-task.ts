/**
 * Runs a callback in a task of its own, soon (sooner than setTimeout's clamping). ONE MessageChannel
 * for the page: a port with a listener lives until it is closed, so a channel per call would leak.
 */
const callbacks: Array<() => void> = [];
let channel: MessageChannel | null = null;

export function postTask(callback: () => void): void {
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = () => callbacks.shift()?.();
  }
  callbacks.push(callback);
  channel.port2.postMessage(null);
}

/**
 * A trigger that runs `run` once in a task posted after a burst of calls: however many scroll or resize
 * events a frame dispatches, one task. Those events are dispatched inside the frame (before its
 * animation frame callbacks and its layout), so the task runs once the frame is rendered: reading
 * `scrollY` there costs no layout, where reading it in the event itself forced one each frame of
 * scrolling. `cancelled()` is asked when the task runs (a stopped tracker reads nothing).
 */
export function taskAfterEvents(run: () => void, cancelled: () => boolean = () => false): () => void {
  let pending = false;
  return () => {
    if (pending) return;
    pending = true;
    postTask(() => {
      pending = false;
      if (!cancelled()) run();
    });
  };
}
