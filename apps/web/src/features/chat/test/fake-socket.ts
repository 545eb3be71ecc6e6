import type { ChatAck } from '@moim/contract';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers of any socket event
type Handler = (...args: any[]) => void;

interface Emitted {
  event: string;
  payload: unknown;
}

interface Waiting extends Emitted {
  resolve: (answer: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * A stand-in for socket.io-client's socket, driven by the test as the server: it accepts,
 * drops or refuses the connection, pushes events and answers acknowledgements. `join` is
 * answered at once (as the server answers a member) unless `joinAnswer` says otherwise.
 */
export class FakeSocket {
  connected = false;
  active = false;
  connectCalls = 0;
  disconnectCalls = 0;
  joinAnswer: ChatAck | null = { success: true };
  readonly emitted: Emitted[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly waiting: Waiting[] = [];

  // The client's side, as the app uses it.
  on(event: string, handler: Handler): this {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }

  off(event: string, handler: Handler): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  connect(): this {
    this.active = true;
    this.connectCalls++;
    return this;
  }

  disconnect(): this {
    const was = this.connected;
    this.active = false;
    this.connected = false;
    this.disconnectCalls++;
    if (was) this.fire('disconnect', 'io client disconnect');
    return this;
  }

  emit(event: string, payload: unknown, ack?: (answer: unknown) => void): this {
    this.emitted.push({ event, payload });
    if (ack) this.waiting.push({ event, payload, resolve: ack, reject: () => {} });
    return this;
  }

  timeout(_ms: number) {
    return {
      emitWithAck: (event: string, payload: unknown) =>
        new Promise<unknown>((resolve, reject) => {
          this.emitted.push({ event, payload });
          if (event === 'join' && this.joinAnswer) resolve(this.joinAnswer);
          else this.waiting.push({ event, payload, resolve, reject });
        }),
    };
  }

  // The server's side, driven by the test.
  accept(): void {
    this.connected = true;
    this.active = true;
    this.fire('connect');
  }

  /** The connection dropped (Socket.IO keeps trying: `active` stays true). */
  drop(reason = 'transport close'): void {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  refuse(message: string, code?: string): void {
    this.active = false;
    this.fire('connect_error', Object.assign(new Error(message), { data: code ? { code } : undefined }));
  }

  push(event: string, payload: unknown): void {
    this.fire(event, payload);
  }

  /** Answers the oldest unanswered emit of `event`. */
  answer(event: string, answer: unknown): void {
    this.take(event).resolve(answer);
  }

  /** The oldest unanswered emit of `event` gets no answer in time. */
  timeOut(event: string): void {
    this.take(event).reject(new Error('operation has timed out'));
  }

  /** What was sent with `event`, oldest first. */
  sent(event: string): unknown[] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.payload);
  }

  private take(event: string): Waiting {
    const index = this.waiting.findIndex((w) => w.event === event);
    if (index < 0) throw new Error(`No unanswered "${event}"`);
    return this.waiting.splice(index, 1)[0]!;
  }

  private fire(event: string, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
  }
}
