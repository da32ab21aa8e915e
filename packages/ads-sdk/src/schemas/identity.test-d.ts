import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { components } from '../generated/schema.js';
import type {
  assignRoleSchema,
  createApiKeySchema,
  inviteUserSchema,
  loginSchema,
  organizationSchema,
  recoverPasswordSchema,
  registerSchema,
  updateUserSchema,
} from './identity.js';

type Schemas = components['schemas'];

describe('identity schemas match the contract', () => {
  it('parse to exactly the generated request bodies', () => {
    expectTypeOf<z.output<typeof registerSchema>>().toEqualTypeOf<Schemas['RegisterInput']>();
    expectTypeOf<z.output<typeof loginSchema>>().toEqualTypeOf<Schemas['LoginInput']>();
    expectTypeOf<z.output<typeof recoverPasswordSchema>>().toEqualTypeOf<
      Schemas['RecoverPasswordInput']
    >();
    expectTypeOf<z.output<typeof updateUserSchema>>().toEqualTypeOf<Schemas['UpdateUserInput']>();
    expectTypeOf<z.output<typeof organizationSchema>>().toEqualTypeOf<
      Schemas['OrganizationInput']
    >();
    expectTypeOf<z.output<typeof inviteUserSchema>>().toEqualTypeOf<Schemas['InviteUserInput']>();
    expectTypeOf<z.output<typeof assignRoleSchema>>().toEqualTypeOf<Schemas['AssignRoleInput']>();
    expectTypeOf<z.output<typeof createApiKeySchema>>().toEqualTypeOf<
      Schemas['CreateApiKeyInput']
    >();
  });
});
