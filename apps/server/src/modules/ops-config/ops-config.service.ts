import { auditedWrite, type OpsConfigDeps } from './ops-config.audited';
import { brandConfig } from './ops-config.brand';
import { catalogueConfig } from './ops-config.catalogue';
import { csConfig } from './ops-config.cs';
import { maintenanceConfig } from './ops-config.maintenance';
import { regionsConfig } from './ops-config.regions';
import { registrationConfig } from './ops-config.register';

export type { OpsConfigDeps, OpsCtx } from './ops-config.audited';

/**
 * The back office's Configuration: brand flags and the module tree, registration rules, region
 * rules, maintenance windows, vendors and games, customer service, languages. Each write runs in one
 * transaction with its audit entry (written through the system and games modules' services); after
 * the commit this instance drops its cached copies and the brand's sockets are told what to fetch
 * again, so players see the change within a second (other instances: within 5 s, their own checks).
 * Each concern lives in its own file; they share the one audited write (ops-config.audited).
 */
export function opsConfigService(deps: OpsConfigDeps) {
  const audited = auditedWrite(deps);
  return {
    ...brandConfig(deps, audited),
    ...registrationConfig(deps, audited),
    ...regionsConfig(deps, audited),
    ...maintenanceConfig(deps, audited),
    ...catalogueConfig(deps, audited),
    ...csConfig(deps, audited),
  };
}
export type OpsConfigService = ReturnType<typeof opsConfigService>;
