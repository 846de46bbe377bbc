/**
 * Authorization guards shared by route groups (contract §1.4, §10): declared in core so covey's
 * routes use the same ones without importing http/ (decision 0042).
 */
export { requireAuth, requireSuperuser } from '../core/rules/request-guards.js';
