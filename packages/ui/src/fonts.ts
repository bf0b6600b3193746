// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- apps type-check this file without ui's own declarations
/// <reference path="./css.d.ts" />
// DM Sans, latin subset only, the three weights the theme uses (fonts.css says why it is declared
// here). Import once from each app's entry: `import '@venues/ui/fonts'`.
import './fonts.css';
