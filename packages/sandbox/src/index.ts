export { sandboxPlugin, registerSandbox, type SandboxOptions } from './plugin.js';
export { buildSandboxServer, type SandboxServerOptions } from './server.js';
export type { SandboxClient, SandboxClients } from './context.js';
export {
  DEMO_IDENTITIES,
  PROVIDER_NAMES,
  SANDBOX_MICROSOFT_TENANT,
  findIdentityByEmail,
  listIdentities,
  type DemoIdentity,
  type ProviderName,
} from './identities.js';
export { createSigningKey, type SigningKey, type PublicJwk } from './oauth/signing-key.js';
export { FAULT_ENDPOINTS, FAULT_KINDS, type FaultInput, type Fault } from './faults/fault-store.js';
export { GOOGLE_PATHS } from './providers/google-routes.js';
export { LINKEDIN_PATHS } from './providers/linkedin-routes.js';
export { MICROSOFT_PATHS } from './providers/microsoft-routes.js';
