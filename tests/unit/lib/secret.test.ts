import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { payloadSecret } from '@/lib/secret'

describe('payloadSecret', () => {
  let directory: string

  beforeEach(() => {
    // The generated secret goes to `.data/` under the working directory: a scratch one here.
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-'))
    vi.spyOn(process, 'cwd').mockReturnValue(directory)
  })

  afterEach(() => {
    vi.unstubAllEnvs()
    vi.restoreAllMocks()
    fs.rmSync(directory, { recursive: true, force: true })
  })

  it('uses PAYLOAD_SECRET when set', () => {
    vi.stubEnv('PAYLOAD_SECRET', 'from-env')
    expect(payloadSecret()).toBe('from-env')
  })

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['blank', '  \n'],
  ])('refuses to run a deployed production site with PAYLOAD_SECRET %s', (_, value) => {
    vi.stubEnv('PAYLOAD_SECRET', value)
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'https://www.example.com')
    expect(() => payloadSecret()).toThrow(/PAYLOAD_SECRET/)
    expect(fs.existsSync(path.join(directory, '.data'))).toBe(false)
  })

  it('treats an empty PAYLOAD_SECRET as unset on a local site: a generated secret, kept in .data/', () => {
    vi.stubEnv('PAYLOAD_SECRET', '')
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    const secret = payloadSecret()
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(payloadSecret()).toBe(secret)
    expect(fs.readFileSync(path.join(directory, '.data', 'payload-secret'), 'utf8')).toBe(secret)
  })

  it('replaces an empty saved secret instead of using it', () => {
    vi.stubEnv('PAYLOAD_SECRET', '')
    fs.mkdirSync(path.join(directory, '.data'))
    fs.writeFileSync(path.join(directory, '.data', 'payload-secret'), '\n')
    expect(payloadSecret()).toMatch(/^[0-9a-f]{64}$/)
  })
})
