// Drawn with theme tokens like the app's other illustrations (components/screens/illustrations.tsx);
// kept here because only the run details show it, and those load lazily.

/** A results list with every row ticked: the run-details picture for "no errors". */
export function SuccessIllustration() {
  return (
    <svg viewBox="0 0 200 140" fill="none" aria-hidden="true" className="h-auto w-full">
      <rect
        x="36"
        y="16"
        width="128"
        height="96"
        rx="10"
        className="fill-card stroke-border"
        strokeWidth="2"
      />
      {[40, 62, 84].map((y) => (
        <g key={y}>
          <circle cx="60" cy={y} r="7" className="fill-success/20 stroke-success" strokeWidth="2" />
          <path
            d={`M56.5 ${y}l2.5 2.5 4.5-5`}
            className="stroke-success"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d={`M76 ${y}h64`}
            className="stroke-muted-foreground"
            strokeWidth="4"
            strokeLinecap="round"
          />
        </g>
      ))}
      <circle cx="150" cy="106" r="20" className="fill-success" />
      <path
        d="M141 106l6 6 12-13"
        className="stroke-success-foreground"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
