// Stylesheets are side-effect imports handled by webpack (css-loader) and stubbed in jest.
declare module '*.css';
