/** What an address of the site must look like to be an experiment's page or a variation's destination. */
export function sitePathProblem(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return 'An address of this site, starting with / (/it/viaggi-di-gruppo).'
  if (/[\s\0-\x1f\\]|\/\.\.?(?:\/|$)|[?#]/.test(value)) return 'A plain path: no spaces, no ./ or ../, no ? or #.'
  if (/^\/(?:admin|api|_next)(?:\/|$)/.test(value)) return 'A page of the site, not the admin or its APIs.'
  return null
}

type ExperimentData = {
  originalPath?: unknown
  startsAt?: unknown
  endsAt?: unknown
  variations?: Array<{ weight?: unknown; urlRedirect?: unknown }> | null
}

const trimmedPath = (path: unknown) => (typeof path === 'string' ? path.replace(/\/+$/, '') || '/' : null)

/** What keeps an experiment from being saved, in words for the editor (empty when nothing does). */
export function experimentProblems(data: ExperimentData): string[] {
  const problems: string[] = []
  const variations = data.variations ?? []
  const totalWeight = variations.reduce((sum, variation) => sum + (typeof variation.weight === 'number' ? variation.weight : 0), 0)
  if (variations.length > 0 && totalWeight <= 0) problems.push('Give at least one variation a weight above 0.')
  const original = trimmedPath(data.originalPath)
  if (original && variations.some((variation) => trimmedPath(variation.urlRedirect) === original))
    problems.push('A variation cannot send visitors to the page they are on: leave its address empty to keep them there.')
  if (data.startsAt && data.endsAt && new Date(String(data.endsAt)) <= new Date(String(data.startsAt)))
    problems.push('"Until" must come after "From".')
  return problems
}
