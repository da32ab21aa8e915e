import { readBrief, type BriefReading } from '@utmost/search-terms';
import { AppError } from '../../../core/errors/app-error.js';
import { authorizeOrganization, type Caller } from '../../identity/index.js';
import { BRIEF_NOT_FOUND, type BriefsDependencies } from './brief-service.js';
import { loadClassifierBrief } from './classifier-brief.js';

// "How Utmost reads this brief": the local classifier's reading of the saved brief, computed from
// the very object a validation run classifies with (loadClassifierBrief), so what the editor shows
// is what the next run follows, corrections included.

/** Any member: the reading of one of the organization's briefs; another's is a 404. */
export async function readOrganizationBrief(
  deps: BriefsDependencies,
  caller: Caller,
  organizationId: string,
  id: string,
): Promise<BriefReading> {
  const scope = await authorizeOrganization(deps.db, caller, organizationId, 'briefs:view');
  const brief = await loadClassifierBrief(deps.db, scope, id);
  if (!brief) throw new AppError('NOT_FOUND', BRIEF_NOT_FOUND);
  return readBrief(brief);
}
