/**
 * The event stream a client reads while its answer is produced. The answer does not depend on
 * it: once the client has gone, whatever is sent is dropped, and closing twice is harmless.
 */
export class ClientStream {
  readonly body: ReadableStream<Uint8Array>;
  private controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  private gone = false;

  constructor(firstEvent: Uint8Array) {
    this.body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
        controller.enqueue(firstEvent);
      },
      cancel: () => {
        this.gone = true;
      },
    });
  }

  send(bytes: Uint8Array): void {
    if (this.gone || !this.controller) return;
    try {
      this.controller.enqueue(bytes);
    } catch {
      this.gone = true;
    }
  }

  close(): void {
    if (this.gone || !this.controller) return;
    this.gone = true;
    try {
      this.controller.close();
    } catch {
      // Already closed.
    }
  }
}
