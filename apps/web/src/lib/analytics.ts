/** Spec §9 analytics events: the only names `track()` accepts. */
export const ANALYTICS_EVENTS = [
  'login',
  'sign_up',
  'update_org_details',
  'upload_org_logo',
  'update_profile_details',
  'upload_profile_picture',
  'pw_reset_link_sent',
  'auth_prompt_launched',
  'auth_success',
  'add_ad_account',
  'enable_auto_tagging',
  'disable_auto_tagging',
  'remove_ad_account',
  'tracking_template_assigned',
  'run_auto_tagging_now',
  'new_tracking_template_start',
  'tracking_template_saved',
  'new_user_invited',
  'tracking_template_deleted',
  'auth_deleted',
  'error',
] as const;
type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;
type AnalyticsSink = (event: AnalyticsEvent, props: AnalyticsProps) => void;

let sink: AnalyticsSink | null = null;

/**
 * Plugs in an analytics provider. Analytics is off unless a deployment configures one, so nothing
 * leaves the browser by default. Returns a function that unplugs it.
 */
export function registerAnalyticsSink(next: AnalyticsSink): () => void {
  sink = next;
  return () => {
    if (sink === next) sink = null;
  };
}

/** Records an event; a no-op without a sink. A failing provider never breaks the app. */
export function track(event: AnalyticsEvent, props: AnalyticsProps = {}): void {
  if (sink === null) return;
  try {
    sink(event, props);
  } catch {
    // Analytics is best effort by design.
  }
}
