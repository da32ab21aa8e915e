/** A search term read once: its text, folded tokens and their stems. */
export interface TermView {
  text: string;
  tokens: string[];
  stems: string[];
}
