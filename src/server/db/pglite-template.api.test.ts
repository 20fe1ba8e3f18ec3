import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openEmbeddedDatabase } from './client';
import { templateKey } from './pglite-template';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cadence-template-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const templatesDir = path.join(root, 'templates');

async function countRows(dataDir: string, write?: string) {
  const database = await openEmbeddedDatabase(dataDir, { templatesDir });
  try {
    await database.migrate();
    await database.sql.executeSql('create table if not exists probe (name text)');
    if (write) await database.sql.executeSql('insert into probe values ($1)', [write]);
    const result = await database.sql.executeSql('select count(*)::int as n from probe');
    return (result.rows[0] as { n: number }).n;
  } finally {
    await database.close();
  }
}

describe('new embedded databases from a template (decision 191)', () => {
  it('gives each data folder its own copy, migrated, and keeps the template as made', async () => {
    const first = path.join(root, 'first');
    const second = path.join(root, 'second');

    expect(await countRows(first, 'only in the first')).toBe(1);
    const template = path.join(templatesDir, templateKey(MIGRATIONS_FOLDER));
    expect(fs.existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    const templateFiles = fs.readdirSync(template, { recursive: true }).length;

    // The second folder is copied from the template, not from the first folder.
    expect(await countRows(second)).toBe(0);
    expect(await countRows(second, 'in the second')).toBe(1);
    expect(await countRows(first)).toBe(1);
    expect(fs.readdirSync(templatesDir)).toEqual([path.basename(template)]);
    expect(fs.readdirSync(template, { recursive: true }).length).toBe(templateFiles);

    // The copy holds the migrated schema before its own migrations run.
    const third = await openEmbeddedDatabase(path.join(root, 'third'), { templatesDir });
    try {
      const tables = await third.sql.executeSql(
        "select count(*)::int as n from information_schema.tables where table_name = 'users'",
      );
      expect((tables.rows[0] as { n: number }).n).toBe(1);
    } finally {
      await third.close();
    }
  });

  it('opens a folder that already holds a database as it is', async () => {
    const dataDir = path.join(root, 'existing');
    expect(await countRows(dataDir, 'kept')).toBe(1);
    fs.rmSync(templatesDir, { recursive: true, force: true });
    expect(await countRows(dataDir)).toBe(1);
    expect(fs.existsSync(templatesDir)).toBe(false);
  });
});
