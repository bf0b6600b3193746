// Tests talk to a real node:http server, so they run in node (axios' http adapter, no jsdom).
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }],
  },
};
