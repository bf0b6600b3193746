// CSS imports are handled by the bundler (css-loader) and stubbed in jest.
declare module '*.css';
