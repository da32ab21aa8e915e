import { splitPreviewUrl } from '../lib/split-preview-url';

/** The final URL as the ad will carry it, the template's parameters highlighted. */
export function PreviewUrl({ url, ourNames }: { url: string; ourNames: ReadonlySet<string> }) {
  return (
    <p
      data-testid="preview-url"
      className="rounded-md border border-border bg-background px-3 py-2 font-mono text-xs leading-relaxed break-all"
    >
      {splitPreviewUrl(url, ourNames).map((segment, index) =>
        segment.isOurs ? (
          <mark key={index} className="rounded-sm bg-primary/20 px-0.5 text-foreground">
            {segment.text}
          </mark>
        ) : (
          <span key={index} className="text-muted-foreground">
            {segment.text}
          </span>
        ),
      )}
    </p>
  );
}
