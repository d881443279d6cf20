/** `npm run blocks`: rewrites the lists derived from the folders of src/blocks (scripts/block-index.ts). */
import { writeBlockIndex } from './block-index'

writeBlockIndex()
console.log('▸ src/blocks/*.generated.ts written')
