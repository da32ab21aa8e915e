// Inline SVGs drawn with currentColor and theme tokens, so they follow the palette and cost no request.

export function BrokenPageIllustration() {
  return (
    <svg viewBox="0 0 200 140" fill="none" className="h-auto w-full">
      <rect
        x="30"
        y="14"
        width="140"
        height="104"
        rx="12"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <path d="M30 38h140" className="stroke-border" strokeWidth="2" />
      <circle cx="46" cy="26" r="4" className="fill-destructive" />
      <circle cx="60" cy="26" r="4" className="fill-warning" />
      <circle cx="74" cy="26" r="4" className="fill-success" />
      <path
        d="M84 64l32 32M116 64L84 96"
        stroke="currentColor"
        strokeWidth="8"
        strokeLinecap="round"
      />
      <path d="M20 130h160" className="stroke-border" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function ServerIllustration() {
  return (
    <svg viewBox="0 0 200 140" fill="none" className="h-auto w-full">
      <rect
        x="50"
        y="14"
        width="100"
        height="34"
        rx="8"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <rect
        x="50"
        y="56"
        width="100"
        height="34"
        rx="8"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <circle cx="68" cy="31" r="5" className="fill-success" />
      <circle cx="68" cy="73" r="5" className="fill-destructive" />
      <path
        d="M86 31h46M86 73h46"
        className="stroke-muted-foreground"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path d="M100 98v14" className="stroke-border" strokeWidth="2" />
      <path d="M100 112l-14 18h28z" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <path d="M100 119v4" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function CompassIllustration() {
  return (
    <svg viewBox="0 0 200 140" fill="none" className="h-auto w-full">
      <circle cx="100" cy="70" r="54" className="fill-card stroke-border" strokeWidth="2" />
      <circle
        cx="100"
        cy="70"
        r="40"
        className="stroke-border"
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      <path
        d="M116 54l-10 24-22 8 10-24z"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <circle cx="100" cy="70" r="3" fill="currentColor" />
    </svg>
  );
}

export function DesktopIllustration() {
  return (
    <svg viewBox="0 0 200 140" fill="none" className="h-auto w-full">
      <rect
        x="24"
        y="16"
        width="120"
        height="80"
        rx="8"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      <path
        d="M70 118h28M84 96v22"
        className="stroke-border"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M40 40h60M40 56h88M40 72h48"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <rect
        x="150"
        y="56"
        width="30"
        height="58"
        rx="6"
        className="fill-card stroke-muted-foreground"
        strokeWidth="2"
      />
      <path
        d="M156 62l18 46M174 62l-18 46"
        className="stroke-destructive"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
