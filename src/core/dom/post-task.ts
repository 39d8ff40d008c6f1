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
