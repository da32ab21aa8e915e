import { AppError } from './app-error.js';

/**
 * One check per security scheme of the contract. Identity arrives with the next issue; until
 * then no credential is accepted, so a protected operation answers 401.
 */
export function createSecurityHandlers(): Record<'cookieSession' | 'apiKey', () => Promise<void>> {
  return {
    cookieSession: async () => {
      throw new AppError('UNAUTHORIZED');
    },
    apiKey: async () => {
      throw new AppError('UNAUTHORIZED');
    },
  };
}
