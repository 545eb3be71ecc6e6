/**
 * A synchronous publish/subscribe channel inside one process: services announce what a write
 * changed, after it committed; whoever needs to react (caches, the socket server) subscribes.
 * Services stay free of what the listeners do.
 */
export interface Signals<T> {
  /** Calls every listener at once, in the order they subscribed. */
  publish(signal: T): void;
  subscribe(listener: (signal: T) => void): void;
}

export function createSignals<T>(): Signals<T> {
  const listeners: Array<(signal: T) => void> = [];
  return {
    publish(signal) {
      for (const listener of listeners) listener(signal);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
  };
}
