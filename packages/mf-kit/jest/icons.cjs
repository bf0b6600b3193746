// `import { UploadOutlined } from '@ant-design/icons'` under jest: the package's CommonJS index
// requires every one of its ~850 icons (about 1 s of each test file that draws one; the build's
// ES modules are tree-shaken instead). The same exports, each icon required when first read.
const fs = require('node:fs');
const path = require('node:path');

const antd = path.dirname(require.resolve('antd/package.json'));
const lib = path.join(path.dirname(require.resolve('@ant-design/icons/package.json', { paths: [antd] })), 'lib');
const lazy = (name, load) => Object.defineProperty(exports, name, { enumerable: true, get: load });

Object.defineProperty(exports, '__esModule', { value: true });
lazy('default', () => require(path.join(lib, 'components/Icon')).default);
lazy('IconProvider', () => require(path.join(lib, 'components/Context')).default.Provider);
lazy('createFromIconfontCN', () => require(path.join(lib, 'components/IconFont')).default);
lazy('getTwoToneColor', () => require(path.join(lib, 'components/twoTonePrimaryColor')).getTwoToneColor);
lazy('setTwoToneColor', () => require(path.join(lib, 'components/twoTonePrimaryColor')).setTwoToneColor);
for (const file of fs.readdirSync(path.join(lib, 'icons'))) {
  const name = file.endsWith('.js') ? file.slice(0, -3) : null;
  if (name && name !== 'index') lazy(name, () => require(path.join(lib, 'icons', file)).default);
}
