import { TransactionRollbackError } from 'drizzle-orm';

/** Whether an error is the one `transaction.rollback()` throws to end a transaction on purpose. */
export function isTransactionRollback(error: unknown): boolean {
  return error instanceof TransactionRollbackError;
}
