// zod schemas for the contract's shapes, each checked against the generated type with `satisfies`.
// The validation rules of spec §5 (with the spec's messages) land here as their issues do: the web
// forms use them through zodResolver and the API runs the same schema after the contract's check.
export { versionsSchema } from './versions-schema.js';
