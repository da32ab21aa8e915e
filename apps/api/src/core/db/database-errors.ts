/**
 * Whether a database error is PostgreSQL's unique violation (23505), optionally of one
 * constraint. Drizzle wraps driver errors, so the cause chain is searched.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (constraint === undefined) return true;
      if (candidate.constraint === constraint) return true;
      return typeof candidate.message === 'string' && candidate.message.includes(constraint);
    }
    if (typeof current !== 'object') return false;
  }
  return false;
}
