/**
 * The posthog-js options (decision 0032), loaded together with posthog-js by `initAnalytics`.
 */
import type { RuntimeConfig } from '../config/env';
import { MASKED_URL_PARAMS, scrubEvent } from './analytics-scrub';

export const DEFAULT_ANALYTICS_HOST = 'https://us.i.posthog.com';

/** The posthog-js options: page views and identify only, every event scrubbed before it is sent. */
export function analyticsOptions(config: Pick<RuntimeConfig, 'posthogHost'>): Record<string, unknown> {
  return {
    api_host: config.posthogHost || DEFAULT_ANALYTICS_HOST,
    person_profiles: 'identified_only',
    capture_pageview: 'history_change',
    capture_pageleave: false,
    autocapture: false,
    rageclick: false,
    capture_dead_clicks: false,
    capture_heatmaps: false,
    capture_exceptions: false,
    capture_performance: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    // nothing but the event endpoint: no /flags call (it carries person properties), no remote scripts
    advanced_disable_flags: true,
    disable_external_dependency_loading: true,
    disable_capture_url_hashes: true,
    mask_personal_data_properties: true,
    custom_personal_data_properties: [...MASKED_URL_PARAMS],
    persistence: 'localStorage+cookie',
    before_send: (event: Parameters<typeof scrubEvent>[0]) => scrubEvent(event),
  };
}
