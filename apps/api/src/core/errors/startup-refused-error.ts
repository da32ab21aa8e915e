/** A start-up refusal with a message meant for the person starting the process (no stack). */
export class StartupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupRefusedError';
  }
}
