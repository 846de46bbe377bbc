import { t } from '../i18n/i18n';

/**
 * The shape of a page while its data loads: a heading and a few cards (never a blank page). Plain
 * elements drawn by app.css, so the first paint of a full load ships no extra components.
 */
export function PageSkeleton({ label = t('common.loading') }: { label?: string }) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className="covey-page-skeleton" data-skeleton>
      <span className="covey-visually-hidden">{label}…</span>
      <i />
      <i />
      <div>
        <b />
        <b />
      </div>
      <b />
    </div>
  );
}
