/** `npm run build`: the production build, noting when it began (what `npm start` compares sources with). */
import { build } from './build-if-needed'
import { runMain } from './run-main'

runMain(() => build((line) => console.log(`▸ ${line}`)))
