import { act } from '@testing-library/react';

type Listener = (event: MessageEvent<string>) => void;

/**
 * Enough of EventSource for the web app's stream hooks: its address, listeners by event name, and
 * `emit` to send one event to them. Stub it in with `vi.stubGlobal('EventSource', FakeEventSource)`.
 */
export class FakeEventSource {
  static last: FakeEventSource | undefined;
  readonly url: string;
  private readonly listeners = new Map<string, Listener[]>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  removeEventListener(name: string, listener: Listener) {
    this.listeners.set(name, (this.listeners.get(name) ?? []).filter((l) => l !== listener));
  }
  close() {}
  emit(name: string, data: string) {
    act(() => {
      for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data }));
    });
  }
}
