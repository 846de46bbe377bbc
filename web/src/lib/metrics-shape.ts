/**
 * The published metrics shape, declared once on the server (covey/organisations/metrics-shape.ts).
 * Types only: nothing reaches a bundle.
 */
export type { Cell, MetricsData } from '../../../server/src/covey/organisations/metrics-shape';
