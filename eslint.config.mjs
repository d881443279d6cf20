import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'media/**',
      'src/payload-types.ts',
      'src/app/(payload)/**',
      'migrations/*.ts',
      'test-results/**',
      'playwright-report/**',
      'tests/artifacts/**',
      'next-env.d.ts',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Editor and generated images are plain <img> with srcset; next/image would re-encode them.
      '@next/next/no-img-element': 'off',
      // One place decides how reads are cached (docs/caching.md, "Cached reads").
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/cache', importNames: ['unstable_cache'], message: 'Cache a read with cached() from @/lib/cache/cached.' }],
        },
      ],
    },
  },
  { files: ['src/lib/cache/cached.ts'], rules: { 'no-restricted-imports': 'off' } },
]

export default config
