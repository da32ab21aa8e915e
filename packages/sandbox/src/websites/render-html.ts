import type {
  JsonLd,
  SandboxSite,
  SiteCard,
  SiteForm,
  SiteLink,
  SitePage,
  SiteSection,
} from './site-model.js';

// Turns a site's data into the HTML a real marketing site sends: full head (title, description,
// canonical, Open Graph, JSON-LD), a cookie banner before the content, header navigation, main
// content and a footer of boilerplate. The site reader has to find the copy among all of it.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** JSON inside `<script>`: `<` escaped so no string in it can close the element. */
export function renderJsonLdScript(document: JsonLd): string {
  const json = JSON.stringify(document).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">${json}</script>`;
}

function renderLink(link: SiteLink, className?: string): string {
  const classAttribute = className ? ` class="${className}"` : '';
  return `<a${classAttribute} href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>`;
}

function renderCard(card: SiteCard): string {
  const title = card.href
    ? renderLink({ text: card.title, href: card.href })
    : escapeHtml(card.title);
  const price = card.price ? `<p class="price">${escapeHtml(card.price)}</p>` : '';
  return `<article class="card"><h3>${title}</h3><p>${escapeHtml(card.text)}</p>${price}</article>`;
}

function renderForm(form: SiteForm): string {
  const fields = form.fields.map((field) => {
    const label = `<label for="${escapeHtml(field.name)}">${escapeHtml(field.label)}</label>`;
    if (field.type === 'select') {
      const options = (field.options ?? [])
        .map((option) => `<option>${escapeHtml(option)}</option>`)
        .join('');
      return `${label}<select id="${escapeHtml(field.name)}" name="${escapeHtml(field.name)}">${options}</select>`;
    }
    return `${label}<input id="${escapeHtml(field.name)}" name="${escapeHtml(field.name)}" type="${field.type}">`;
  });
  return (
    `<form action="${escapeHtml(form.action)}" method="${form.method}">${fields.join('')}` +
    `<button type="submit">${escapeHtml(form.submit)}</button></form>`
  );
}

function renderTable(table: NonNullable<SiteSection['table']>): string {
  const head = table.head.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('');
  const rows = table.rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function renderSection(section: SiteSection): string {
  const parts: string[] = [];
  if (section.heading) parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
  for (const paragraph of section.paragraphs ?? []) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
  if (section.list)
    parts.push(`<ul>${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
  if (section.cards)
    parts.push(`<div class="cards">${section.cards.map(renderCard).join('')}</div>`);
  if (section.table) parts.push(renderTable(section.table));
  if (section.form) parts.push(renderForm(section.form));
  if (section.callToAction) parts.push(`<p>${renderLink(section.callToAction, 'button')}</p>`);
  const id = section.id ? ` id="${escapeHtml(section.id)}"` : '';
  return `<section${id}>${parts.join('\n')}</section>`;
}

function renderStyle(site: SandboxSite): string {
  return (
    `<style>body{font-family:system-ui,sans-serif;margin:0;color:#1d1d1f}` +
    `header,main,footer{padding:1rem 2rem}nav ul{display:flex;gap:1rem;list-style:none}` +
    `a.button,.header-links a{background:${site.accentColor};color:#fff;padding:.5rem 1rem}` +
    `.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:1rem}` +
    `.cookie-banner{position:fixed;bottom:0;background:#fff;border-top:1px solid #ccc}</style>`
  );
}

function renderHead(site: SandboxSite, page: SitePage): string {
  const url = `https://${site.host}${page.path}`;
  const meta = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${url}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}">`,
    `<meta property="og:type" content="${page.openGraphType ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${url}">`,
    ...(page.jsonLd ?? []).map(renderJsonLdScript),
    renderStyle(site),
  ];
  return `<head>\n${meta.join('\n')}\n</head>`;
}

function renderCookieBanner(site: SandboxSite): string {
  return (
    `<div class="cookie-banner" role="dialog" aria-label="Cookie consent"><p>${escapeHtml(site.cookieBanner)}</p>` +
    `<button type="button" data-consent="accept">Accept all cookies</button>` +
    `<button type="button" data-consent="reject">Reject non-essential</button>` +
    `${renderLink({ text: 'Cookie settings', href: '/privacy#cookies' })}</div>`
  );
}

function renderHeader(site: SandboxSite): string {
  const items = site.nav.map((link) => `<li>${renderLink(link)}</li>`).join('');
  const extra = site.headerLinks.map((link) => renderLink(link)).join('');
  return (
    `<header class="site-header"><a class="logo" href="/">${escapeHtml(site.name)}</a>` +
    `<nav aria-label="Main"><ul>${items}</ul></nav><div class="header-links">${extra}</div></header>`
  );
}

function renderFooter(site: SandboxSite): string {
  const columns = site.footer.columns
    .map((column) => {
      const links = column.links.map((link) => `<li>${renderLink(link)}</li>`).join('');
      return `<div><h4>${escapeHtml(column.heading)}</h4><ul>${links}</ul></div>`;
    })
    .join('');
  const legal = site.footer.legal.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return `<footer class="site-footer"><div class="footer-columns">${columns}</div><div class="legal">${legal}</div></footer>`;
}

export function renderPage(site: SandboxSite, page: SitePage): string {
  const lead = page.lead ? `<p class="lead">${escapeHtml(page.lead)}</p>` : '';
  const body = [
    renderCookieBanner(site),
    renderHeader(site),
    `<main>\n<h1>${escapeHtml(page.heading)}</h1>${lead}\n${page.sections.map(renderSection).join('\n')}\n</main>`,
    renderFooter(site),
  ];
  return `<!doctype html>\n<html lang="${page.language ?? site.language}">\n${renderHead(site, page)}\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
}

/** The site's own "not found" page, in its chrome, for any path it does not have. */
export function renderNotFoundPage(site: SandboxSite, path: string): string {
  return renderPage(site, {
    path,
    title: `Page not found | ${site.name}`,
    description: `The page you were looking for is not on ${site.name}.`,
    heading: 'Sorry, we could not find that page',
    sections: [
      {
        paragraphs: ['It may have moved, or the link you followed may be out of date.'],
        callToAction: { text: 'Back to the home page', href: '/' },
      },
    ],
  });
}
