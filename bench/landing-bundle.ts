/**
 * What a first visit to the landing page downloads: the entry script, the chunks it
 * preloads and the stylesheets index.html names, raw and gzipped, against the whole built
 * client. Reads dist/client, which `npm run bench` builds first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '..', 'dist', 'client');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function sizes(files: string[]) {
  return files.reduce(
    (total, file) => {
      const bytes = fs.readFileSync(path.join(DIST, file));
      return {
        raw: total.raw + bytes.length,
        gzip: total.gzip + gzipSync(bytes, { level: 9 }).length,
      };
    },
    { raw: 0, gzip: 0 },
  );
}

/** The assets index.html loads up front: module scripts, modulepreloads, stylesheets. */
export function landingAssets(html: string) {
  const urls = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
    (match) => match[1] as string,
  );
  const unique = [...new Set(urls)];
  return {
    js: unique.filter((file) => file.endsWith('.js')),
    css: unique.filter((file) => file.endsWith('.css')),
  };
}

export function reportLandingBundle() {
  const indexFile = path.join(DIST, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.log('landing page bundle: no dist/client build found (run `npm run build`)');
    return;
  }
  const { js, css } = landingAssets(fs.readFileSync(indexFile, 'utf8'));
  const allJs = fs
    .readdirSync(path.join(DIST, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const landingJs = sizes(js);
  const landingCss = sizes(css);
  const everything = sizes(allJs);
  console.log('\nlanding page, first visit (what index.html loads)');
  console.log(
    `  JavaScript  ${kb(landingJs.gzip).padStart(9)} gzipped  (${kb(landingJs.raw)} raw, ${js.length} files)`,
  );
  console.log(
    `  CSS         ${kb(landingCss.gzip).padStart(9)} gzipped  (${kb(landingCss.raw)} raw, ${css.length} files)`,
  );
  console.log(
    `  whole client JavaScript ${kb(everything.gzip)} gzipped in ${allJs.length} files; ` +
      `the landing page loads ${Math.round((landingJs.gzip / everything.gzip) * 100)}% of it`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) reportLandingBundle();
