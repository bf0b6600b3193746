// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- apps type-check this file without ui's own declarations
/// <reference path="./css.d.ts" />
// DM Sans (docs/spec.md §9), latin subset only, the three weights the theme uses: keeps font bytes down.
// Import once from each app's entry: `import '@venues/ui/fonts'`.
import '@fontsource/dm-sans/latin-400.css';
import '@fontsource/dm-sans/latin-500.css';
import '@fontsource/dm-sans/latin-700.css';
