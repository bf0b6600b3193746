const preset = require('../packages/mf-kit/jest/preset.cjs');

module.exports = {
  ...preset,
  // jsdom gaps antd components touch (TextArea measures itself with ResizeObserver).
  setupFiles: [...preset.setupFiles, '<rootDir>/jest.setup.cjs'],
};
