import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quiet, testCms, uniqueSlug } from '../test-cms'

type Pool = { query: (sql: string) => Promise<unknown> }

/**
 * A write whose COMMIT fails (the database went away, or a deferred check refused it) is rolled
 * back by the database: the save must fail too, never answer success for a write that is not there.
 */
describe('a save whose commit fails', () => {
  let payload: Payload
  let pool: Pool

  beforeAll(async () => {
    payload = await testCms()
    pool = (payload.db as unknown as { pool: Pool }).pool
    // A check that runs only at COMMIT: the statements succeed, the commit is refused.
    await pool.query(`
      CREATE OR REPLACE FUNCTION refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'refused at commit' THEN RAISE EXCEPTION 'refused at commit'; END IF;
        RETURN NEW;
      END $$;
      DROP TRIGGER IF EXISTS refuse_at_commit ON pages_locales;
      CREATE CONSTRAINT TRIGGER refuse_at_commit AFTER INSERT OR UPDATE ON pages_locales
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_at_commit();
    `)
  })

  afterAll(async () => {
    await pool.query('DROP TRIGGER IF EXISTS refuse_at_commit ON pages_locales; DROP FUNCTION IF EXISTS refuse_at_commit();')
  })

  it('fails, and leaves nothing behind', async () => {
    const slug = uniqueSlug('commit')
    await expect(
      payload.create({
        collection: 'pages',
        locale: 'en',
        data: { title: 'refused at commit', slug, _status: 'published' } as never,
        context: quiet,
      }),
    ).rejects.toThrow()
    expect((await payload.count({ collection: 'pages', locale: 'en', where: { slug: { equals: slug } } })).totalDocs).toBe(0)
  })

  it('an update that fails at commit keeps the previous version', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Before', slug: uniqueSlug('commit'), _status: 'published' } as never,
      context: quiet,
    })
    await expect(
      payload.update({ collection: 'pages', id: page.id, locale: 'en', data: { title: 'refused at commit' }, context: quiet }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'pages', id: page.id, locale: 'en' })).title).toBe('Before')
  })

  it('commits and rolls back as before otherwise', async () => {
    const page = await payload.create({
      collection: 'pages',
      locale: 'en',
      data: { title: 'Kept', slug: uniqueSlug('commit'), _status: 'published' } as never,
      context: quiet,
    })
    expect((await payload.findByID({ collection: 'pages', id: page.id, locale: 'en' })).title).toBe('Kept')
  })
})
