import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A new embedded database starts as a copy of a prepared one (decision 191): PGlite's initdb
 * in WebAssembly and the migrations took over half of a first start's CPU, copying the folder
 * a small part of it. The template is made once per PGlite build and set of migrations, in
 * Cadence's cache, and never opened again once made; each data folder gets its own copy, and
 * the migrations still run on it, as on any folder, which finds nothing left to do.
 */
export interface PgliteTemplates {
  /** Where templates are kept: `<cache>/pglite-templates`. */
  dir: string;
  /** Makes a migrated PGlite data folder at `pgdata` (initdb and the migrations). */
  prepare(pgdata: string): Promise<void>;
}

/**
 * What a template's folder depends on: PGlite's build (the data folder's format and initdb)
 * and the migrations. Their contents, hashed, name it, so a change makes a new template.
 */
export function templateKey(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const addFile = (file: string) => {
    hash.update(path.basename(file));
    hash.update(fs.readFileSync(file));
  };
  addFile(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  for (const entry of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(migrationsFolder, entry);
    if (fs.statSync(file).isFile()) addFile(file);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The template for `key`, made first when missing; racing processes each get a whole one. */
async function ensureTemplate(templates: PgliteTemplates, key: string): Promise<string> {
  const template = path.join(templates.dir, key);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  fs.mkdirSync(templates.dir, { recursive: true });
  const building = `${template}-building-${randomBytes(6).toString('hex')}`;
  try {
    await templates.prepare(building);
    fs.renameSync(building, template);
  } catch (error) {
    // Another process made it first; anything else is a real failure.
    if (!fs.existsSync(path.join(template, 'PG_VERSION'))) throw error;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * Puts a copy of the template at `pgdata` when there is no database there yet. A copy made
 * aside and renamed in, so a start killed while copying leaves no half folder behind.
 */
export async function createFromTemplate(
  pgdata: string,
  templates: PgliteTemplates,
  migrationsFolder: string,
): Promise<void> {
  // A folder with anything in it is a database, or what is left of one: PGlite opens it as
  // before. An empty one (made by hand, say) is filled.
  if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) return;
  fs.rmSync(pgdata, { recursive: true, force: true });
  const template = await ensureTemplate(templates, templateKey(migrationsFolder));
  const copying = `${pgdata}-copying-${randomBytes(6).toString('hex')}`;
  try {
    fs.cpSync(template, copying, { recursive: true });
    fs.renameSync(copying, pgdata);
  } finally {
    fs.rmSync(copying, { recursive: true, force: true });
  }
}
