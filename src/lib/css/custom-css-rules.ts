import postcss, { CssSyntaxError, type Node, type Rule } from 'postcss'
import { selectorListVerdict } from './block-scope-selectors'
import { cssBrackets } from './css-brackets'
import { unescapeCss } from './css-escapes'
import { hasUnsafeUrl, UNSAFE_URL } from './css-urls'

/** At-rules that only condition the rules inside them: the block's CSS may use these, nothing else. */
const SCOPED_AT_RULES = new Set(['media', 'supports', 'container', 'layer', 'starting-style'])

const CLOSING: Record<string, string> = { '{': '}', '(': ')', '[': ']' }

/** Braces, parentheses and square brackets pair up as the browser reads them (comments, strings, escapes and `url()` aside). */
function bracketProblem(css: string): string | null {
  const open: string[] = []
  for (const bracket of cssBrackets(css)) {
    if (CLOSING[bracket]) {
      open.push(bracket)
      continue
    }
    const last = open.pop()
    if (!last)
      return bracket === '}'
        ? 'CSS has a closing brace "}" without its opening brace.'
        : `CSS has a "${bracket}" without its opening bracket.`
    if (CLOSING[last] !== bracket) return `CSS closes "${last}" with "${bracket}".`
  }
  if (open.includes('{')) return 'CSS has an opening brace "{" that is never closed.'
  return open.length === 0 ? null : `CSS has a "${open.at(-1)}" that is never closed.`
}

/**
 * The first rule of the parsed CSS it breaks. It is read nested in a rule, as the site puts it:
 * in scoped CSS (a block's, a banner's) every selector must stay inside (`selectorListVerdict`)
 * and only conditional at-rules may appear; no CSS imports a stylesheet or holds a script URL.
 */
function parsedProblem(css: string, scoped: boolean): string | null {
  let problem: string | null = null
  let root
  try {
    root = postcss.parse(`x{${css}\n}`)
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error
    return `CSS cannot be read at line ${error.line ?? 1}: ${error.reason}.`
  }
  // Every block the browser opens must be one the parser read: otherwise they read the CSS
  // differently (a quote inside an unquoted url(), say) and the checks below would miss rules.
  let blocks = 0
  root.walk((node) => {
    if ((node.type === 'rule' || node.type === 'atrule') && node.nodes) blocks += 1
  })
  if (blocks !== [...cssBrackets(css)].filter((bracket) => bracket === '{').length + 1)
    return 'CSS is read differently by browsers than by this check: look at its quotes, url() values and braces.'
  const wrapper = root.first as Rule
  // Whether a rule's elements can include the block itself, so that `&` inside it may be the block.
  const matchesBlock = new Map<Rule | undefined, boolean>([[wrapper, true]])
  root.walk((node) => {
    if (problem) return false
    if (node.type === 'atrule') {
      const name = unescapeCss(node.name).toLowerCase()
      if (name === 'import') problem = 'CSS cannot import another stylesheet (@import).'
      else if (scoped && !SCOPED_AT_RULES.has(name))
        problem = `"@${name}" is not allowed here: this CSS may use @media, @supports, @container, @layer and @starting-style.`
      else if (hasUnsafeUrl(node.params)) problem = UNSAFE_URL
    } else if (node.type === 'decl') {
      if (hasUnsafeUrl(node.value)) problem = UNSAFE_URL
    } else if (node.type === 'rule' && scoped && node !== wrapper) {
      const verdict = selectorListVerdict(node.selector, matchesBlock.get(parentRule(node)) ?? false)
      matchesBlock.set(node, verdict.matchesBlock)
      problem = verdict.escape
    }
    return problem ? false : undefined
  })
  return problem
}

/** The style rule a rule is nested in, through any at-rules between them. */
function parentRule(rule: Rule): Rule | undefined {
  let parent: Node['parent'] = rule.parent
  while (parent && parent.type !== 'rule') parent = parent.parent
  return parent as Rule | undefined
}

/**
 * Why editor CSS cannot be saved, or `true`. It must not contain a style tag, its brackets must
 * pair up as the browser reads them (else rules could close their scope), and it must pass the
 * parsed rules above. `scoped` is CSS the site nests under one element (a block, a banner).
 */
export function validateCustomCss(css: string | null | undefined, { scoped }: { scoped: boolean }): true | string {
  if (!css) return true
  if (/<\/?\s*style/i.test(css)) return 'CSS cannot contain a <style> tag.'
  return bracketProblem(css) ?? parsedProblem(css, scoped) ?? true
}
