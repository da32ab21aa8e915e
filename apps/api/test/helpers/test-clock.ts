/** A clock tests move by hand: the app reads it for sessions, tokens and rate limits. */
export interface TestClock {
  now: () => Date;
  advance(milliseconds: number): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (milliseconds) => {
      current += milliseconds;
    },
  };
}
