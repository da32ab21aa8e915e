const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names and organization names are typed by people: never trusted as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}

/** The one simple layout of our mails: a paragraph, a button-like link, a closing line. */
export function renderMailHtml(parts: {
  intro: string;
  linkLabel: string;
  link: string;
  outro: string;
}): string {
  return [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#111">',
    `<p>${escapeHtml(parts.intro)}</p>`,
    `<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:10px 16px;` +
      `background:#4f46e5;color:#fff;text-decoration:none;border-radius:6px">` +
      `${escapeHtml(parts.linkLabel)}</a></p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(parts.outro)}</p>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(parts.link)}</p>`,
    '</body></html>',
  ].join('');
}
